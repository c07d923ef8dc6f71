import { expect, type Page } from '@playwright/test';

import { DESKTOP, PHONE, test } from './support';
import { axeViolations } from './axe';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** A subcategory (with a department above it) that has products on promotion. */
async function categoryWithPromos(page: Page) {
  const response = await page.request.get('/ebsn/api/category?filtered=true', { headers: HEADERS });
  const body = (await response.json()) as {
    data: {
      categories: {
        categoryId: number;
        name: string;
        slug: string;
        categories?: { categoryId: number; name: string; slug: string }[];
      }[];
    };
  };
  for (const department of body.data.categories)
    for (const child of department.categories ?? []) {
      const list = await page.request.get(
        `/ebsn/api/products?parent_category_id=${child.categoryId}&promo=true&page_size=1`,
        { headers: HEADERS },
      );
      const data = (await list.json()) as { data: { page: { totItems: number } } };
      if (data.data.page.totItems > 0) return { department, child };
    }
  throw new Error('No category with promotions');
}

interface FacetValue {
  id: string;
  name: string;
  count: number;
}

/** A department whose products include loose goods: its own filters offer "Al peso". */
async function departmentWithLooseGoods(page: Page) {
  const response = await page.request.get('/ebsn/api/category?filtered=true', { headers: HEADERS });
  const body = (await response.json()) as {
    data: { categories: { categoryId: number; name: string; slug: string }[] };
  };
  for (const department of body.data.categories) {
    const list = await page.request.get(
      `/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=1`,
      { headers: HEADERS },
    );
    const data = (await list.json()) as {
      data: { facets?: { parameterName: string; values: FacetValue[] }[] };
    };
    const loose = data.data.facets
      ?.find((facet) => facet.parameterName === 'filter')
      ?.values.find((value) => value.id === 'al-peso');
    if (loose) return { department, loose };
  }
  throw new Error('No department with loose goods');
}

const countOf = async (page: Page) =>
  Number((await page.getByText(/^\d+ prodott[oi]$/).innerText()).split(' ')[0]);

test.describe('sorting and filtering', () => {
  test('sorts and filters a category, kept in the URL through back and forward', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { department, child } = await categoryWithPromos(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${child.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.name);
    // Breadcrumbs: Home > department > category.
    const path = page.getByRole('navigation', { name: /percorso|briciole/i });
    await expect(path.getByRole('link', { name: department.name })).toBeVisible();
    const all = await countOf(page);

    await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo crescente' });
    await expect(page).toHaveURL(/sort=price_asc/);
    // The grid follows the server's price order.
    const sorted = await page.request.get(
      `/ebsn/api/products?parent_category_id=${child.categoryId}&sort=price_asc&page_size=4`,
      { headers: HEADERS },
    );
    const expected = (
      (await sorted.json()) as { data: { products: { name: string }[] } }
    ).data.products.map((product) => product.name);
    await expect
      .poll(async () =>
        (await page.locator('article [data-part="name"]').allInnerTexts()).slice(0, 4),
      )
      .toEqual(expected);

    await page.getByRole('checkbox', { name: 'In offerta' }).check();
    await expect(page).toHaveURL(/promo=1/);
    const chip = page.getByRole('button', { name: 'Togli il filtro In offerta' });
    await expect(chip).toBeVisible();
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).not.toHaveURL(/promo=1/);
    await expect(chip).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'In offerta' })).not.toBeChecked();
    await expect.poll(() => countOf(page)).toBe(all);
    await page.goForward();
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/promo=1/);
    await expect(page).toHaveURL(/sort=price_asc/);
  });

  test('filters a search by brand on a phone; a new search starts without filters', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=latte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “latte”');
    const all = await countOf(page);
    await page.getByRole('button', { name: /^Ordina e filtra/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Ordina e filtra' });
    const brand = sheet.getByLabel('Marca');
    const option = brand.locator('option').nth(1);
    const label = (await option.innerText()).trim();
    const [name, count] = /^(.*) \((\d+)\)$/.exec(label)!.slice(1) as [string, string];
    await brand.selectOption({ label });
    await expect(page).toHaveURL(/brand=\d+/);
    await sheet.getByLabel('Ordina per').selectOption({ label: 'Nome (A-Z)' });
    await sheet
      .getByRole('button', { name: `Mostra ${count} prodott${count === '1' ? 'o' : 'i'}` })
      .click();
    await expect(sheet).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Togli il filtro Marca: ${name}` }),
    ).toBeVisible();
    await expect.poll(() => countOf(page)).toBe(Number(count));
    expect(Number(count)).toBeLessThanOrEqual(all);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=name/);
    await expect(page).toHaveURL(/brand=\d+/);

    // docs/requirements/app-shell.md: a new search resets the filters.
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.fill('pasta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pasta$/);
    await expect(page.getByRole('list', { name: 'Filtri attivi' })).toBeHidden();
  });

  test('a filter or a sort changed from the keyboard keeps the focus and the scroll', async ({
    page,
  }) => {
    // docs/requirements/app-shell.md: sorting or filtering a list is not a new page.
    await page.setViewportSize(DESKTOP);
    await page.goto('/search?q=latte');
    const all = await countOf(page);
    const promo = page.getByRole('checkbox', { name: 'In offerta' });
    await promo.focus();
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/promo=1/);
    // The list of the new address is on screen: its navigation has ended.
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    await expect(promo).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(100);

    const sort = page.getByLabel('Ordina per');
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=price_asc/);
    const cheapest = await page.request.get(
      '/ebsn/api/products?q=latte&promo=true&sort=price_asc&page_size=1',
      { headers: HEADERS },
    );
    const [first] = ((await cheapest.json()) as { data: { products: { name: string }[] } }).data
      .products;
    await expect(page.locator('article [data-part="name"]').first()).toHaveText(first!.name);
    await expect(sort).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(100);

    // A removed chip goes with its button: the focus goes to the page heading, not to <body>.
    await page.getByRole('button', { name: 'Togli il filtro In offerta' }).press('Enter');
    await expect(page).not.toHaveURL(/promo=1/);
    await expect.poll(() => countOf(page)).toBe(all);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a brand chosen among the suggestions is the brand filter of the results', async ({
    page,
  }) => {
    // docs/requirements/app-shell.md: "Cerca {text} con marca {name}" leads to parent_vendor_id.
    await page.setViewportSize(DESKTOP);
    const response = await page.request.get('/ebsn/api/products?q=latte&page_size=1', {
      headers: HEADERS,
    });
    const brands = (
      (await response.json()) as {
        data: { facets: { parameterName: string; values: FacetValue[] }[] };
      }
    ).data.facets.find((facet) => facet.parameterName === 'parent_vendor_id')!.values;
    const [chosen, other] = brands as [FacetValue, FacetValue];
    await page.goto(`/search?q=latte&parent_vendor_id=${chosen.id}`);
    const brand = page.getByRole('combobox', { name: 'Marca' });
    await expect(brand.locator('option:checked')).toHaveText(`${chosen.name} (${chosen.count})`);
    const chips = page.getByRole('list', { name: 'Filtri attivi' }).getByRole('button');
    await expect(chips).toHaveText([`Marca: ${chosen.name}`]);
    await expect.poll(() => countOf(page)).toBe(chosen.count);

    // Another brand replaces it: one brand, one chip.
    await brand.selectOption({ label: `${other.name} (${other.count})` });
    await expect(page).toHaveURL(new RegExp(`brand=${other.id}`));
    await expect(page).not.toHaveURL(/parent_vendor_id/);
    await expect(chips).toHaveText([`Marca: ${other.name}`]);
    await expect.poll(() => countOf(page)).toBe(other.count);

    await page.getByRole('button', { name: `Togli il filtro Marca: ${other.name}` }).click();
    await expect(brand.locator('option:checked')).toHaveText('Tutte le marche');
    await expect(page.getByRole('list', { name: 'Filtri attivi' })).toBeHidden();
  });

  test('filters that leave nothing say so, and taking one away brings the products back', async ({
    page,
  }) => {
    // A brand no product has: the search finds "latte", the filter leaves none of it.
    await page.goto('/search?q=latte&brand=999999');
    await expect(
      page.getByRole('heading', { name: 'Nessun prodotto con questi filtri' }),
    ).toBeVisible();
    await expect(page.getByText('Togli qualche filtro per vedere più prodotti.')).toBeVisible();
    await expect(page.getByText('Controlla come l’hai scritto')).toHaveCount(0);
    await page.goto('/search?q=latte');
    await expect(page.getByRole('heading', { name: 'Risultati per “latte”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Nessun prodotto/ })).toHaveCount(0);
    // With no filter, a word the catalogue lacks keeps its own advice.
    await page.goto('/search?q=zzzzqx');
    await expect(
      page.getByText('Controlla come l’hai scritto o prova con un’altra parola.'),
    ).toBeVisible();
  });

  test('on a phone, filters that leave nothing do not offer to show 0 products', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // A brand no product has: the search finds "latte", the filter leaves none of it.
    await page.goto('/search?q=latte&brand=999999');
    await expect(
      page.getByRole('heading', { name: 'Nessun prodotto con questi filtri' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ordina e filtra (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ordina e filtra' });
    await expect(
      sheet.getByRole('button', { name: 'Nessun prodotto con questi filtri' }),
    ).toBeDisabled();
    await expect(sheet.getByRole('button', { name: /^Mostra/ })).toHaveCount(0);
    // The sheet still closes by its own button.
    await sheet.getByRole('button', { name: 'Chiudi pannello' }).click();
    await expect(sheet).toBeHidden();
  });

  test('filters a category by its own filters, with counts, kept in the URL', async ({ page }) => {
    test.setTimeout(120_000);
    const { department, loose } = await departmentWithLooseGoods(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${department.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(department.name);
    const all = await countOf(page);
    const own = page.getByRole('group', { name: 'Caratteristiche' });
    const box = own.getByRole('checkbox', { name: `Al peso (${loose.count})` });
    await box.check();
    await expect(page).toHaveURL(/filter=al-peso/);
    const chip = page.getByRole('button', { name: 'Togli il filtro Al peso' });
    await expect(chip).toBeVisible();
    // The count promised by the filter is the count listed.
    await expect.poll(() => countOf(page)).toBe(loose.count);
    expect(loose.count).toBeLessThan(all);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).not.toHaveURL(/filter=/);
    await expect(chip).toBeHidden();
    await expect.poll(() => countOf(page)).toBe(all);
    await page.goForward();
    await expect(chip).toBeVisible();
    await expect(own.getByRole('checkbox', { name: /^Al peso/ })).toBeChecked();
    await chip.click();
    await expect(page).not.toHaveURL(/filter=/);
    await expect.poll(() => countOf(page)).toBe(all);
  });

  test('on a phone the filters open in a bottom sheet: focus stays in, Escape closes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { department, loose } = await departmentWithLooseGoods(page);
    await page.setViewportSize(PHONE);
    await page.goto(`/${department.slug}`);
    const open = page.getByRole('button', { name: /^Ordina e filtra/ });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Ordina e filtra' });
    await expect(sheet).toBeVisible();
    // Anchored to the bottom, as wide as the screen.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
      })
      .toEqual([0, PHONE.width, PHONE.height]);
    expect(await axeViolations(page)).toEqual([]);
    // Tab past the last control lands on the focus manager's guard, which hands the focus to the
    // first control on the next animation frame: what the shopper sees is the focus back inside.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => sheet.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await sheet.getByRole('checkbox', { name: `Al peso (${loose.count})` }).check();
    await expect(page).toHaveURL(/filter=al-peso/);
    await sheet
      .getByRole('button', {
        name: `Mostra ${loose.count} prodott${loose.count === 1 ? 'o' : 'i'}`,
      })
      .click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Togli il filtro Al peso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ordina e filtra (1)' })).toBeVisible();
    await expect.poll(() => countOf(page)).toBe(loose.count);
    expect(await axeViolations(page)).toEqual([]);
  });
});
