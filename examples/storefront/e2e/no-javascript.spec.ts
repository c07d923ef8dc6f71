import { expect, type Locator } from '@playwright/test';

import { DESKTOP, expectSearchResults, test } from './support';

// Every public page is real HTML. A shopper (or a crawler) without JavaScript reads the
// pages the server renders, follows their links and searches with the header's GET form.
test.use({ javaScriptEnabled: false, viewport: DESKTOP });

/** The product pages a list of product headings links to. */
async function addresses(headings: Locator): Promise<string[]> {
  const links = await headings.getByRole('link').all();
  return Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? ''));
}

test.describe('without JavaScript', () => {
  test('browses home, a department, a product and a search', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    const departments = page.getByRole('region', { name: 'Reparti' });
    const department = departments.getByRole('link').first();
    const departmentName = (await department.textContent())!.trim();
    await department.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(departmentName);
    const grid = page.getByRole('list', { name: `Prodotti di ${departmentName}` });
    await expect(grid.getByRole('listitem').first()).toBeVisible();

    const product = grid.getByRole('heading', { level: 2 }).first();
    const productName = (await product.textContent())!.trim();
    await product.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Cerca prodotti' });
    await box.fill('latte');
    await box.press('Enter');
    await expectSearchResults(page, 'latte');
  });

  test('pages through search results and a department with the page links', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Cerca prodotti' });
    await box.fill('pasta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pasta$/);
    const results = page.getByRole('list', { name: 'Risultati per pasta' }).getByRole('heading');
    const firstPage = await results.allTextContents();
    expect(firstPage.length).toBeGreaterThan(0);
    const firstAddresses = await addresses(results);
    const pages = page.getByRole('navigation', { name: 'Pagine' });
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Pagina 1');

    await pages.getByRole('link', { name: 'Successiva' }).click();
    await expect(page).toHaveURL(/\/search\?q=pasta&page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “pasta”');
    // The page links follow the list: once they say page 2, the whole list is there.
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Pagina 2');
    const secondPage = await addresses(results);
    // Page 2 lists other products than page 1 (two products may share a name: their addresses).
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstAddresses.includes(href))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/search\?q=pasta&page=2$/,
    );
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/search\?q=pasta$/);
    await pages.getByRole('link', { name: 'Precedente' }).click();
    await expect(page).toHaveURL(/\/search\?q=pasta$/);
    await expect(results).toHaveText(firstPage);

    // A department's second page, reached from its own page links, keeps the chosen order.
    await page.goto('/');
    await page.getByRole('region', { name: 'Reparti' }).getByRole('link').first().click();
    const departmentUrl = page.url();
    await page.goto(`${departmentUrl}?sort=price_asc`);
    const department = page.getByRole('navigation', { name: 'Pagine' });
    await department.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\?sort=price_asc&page=2$/);
    await expect(department.locator('[aria-current="page"]')).toHaveText('Pagina 2');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });

  test('follows the path of a category up to its department', async ({ page }) => {
    await page.goto('/');
    const departmentLink = page.getByRole('region', { name: 'Reparti' }).getByRole('link').first();
    const departmentName = (await departmentLink.textContent())!.trim();
    await departmentLink.click();
    const subcategory = page.getByRole('navigation', { name: 'Sottocategorie' }).getByRole('link');
    const subcategoryName = (await subcategory.first().textContent())!.trim();
    await subcategory.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subcategoryName);
    // The server's page has the whole path, the department included.
    const path = page.getByRole('navigation', { name: 'Percorso' });
    await expect(path.getByRole('link')).toHaveText(['Home', departmentName]);
    await expect(path.locator('[aria-current="page"]')).toHaveText(subcategoryName);
    await path.getByRole('link', { name: departmentName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(departmentName);
  });

  test('reads the FAQ, a content page, the flyers and the store locator', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domande frequenti');
    const faqCategory = page.getByRole('main').getByRole('link').first();
    const categoryName = (await faqCategory.textContent())!.trim();
    await faqCategory.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    // Without JavaScript the questions do not open: their answers show under them.
    const answers = page.getByRole('region');
    await expect(answers.first()).toBeVisible();
    expect((await answers.first().textContent())!.trim().length).toBeGreaterThan(10);

    await page.goto('/page/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla privacy');
    await expect(
      page
        .getByRole('main')
        .getByText(/dati personali/)
        .first(),
    ).toBeVisible();

    await page.goto('/volantini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volantini');
    const leaflet = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const leafletName = (await leaflet.textContent())!.trim();
    await leaflet.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(leafletName);
    await expect(page.getByText(/^Valido dal /)).toBeVisible();

    await page.goto('/store-locator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trova il negozio');
    const store = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const storeName = (await store.textContent())!.trim();
    await store.getByRole('link').click();
    await expect(page).toHaveURL(/\/store-locator\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storeName);
    await expect(page.getByRole('link', { name: 'Tutti i negozi' })).toBeVisible();
  });

  test('follows the footer from home to the FAQ, a content page and the stores', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Link utili' });
    await links.getByRole('link', { name: 'Domande frequenti' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domande frequenti');

    await links.getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL(/\/page\/chi-siamo$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await links.getByRole('link', { name: 'Trova il negozio' }).click();
    await expect(page).toHaveURL(/\/store-locator$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trova il negozio');

    // The newsletter form goes to the subscription page with the e-mail filled in.
    await footer.getByRole('textbox', { name: 'La tua e-mail' }).fill('mario.rossi@example.it');
    await footer.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(page).toHaveURL(/\/ricevi-le-comunicazioni\?email=mario\.rossi%40example\.it$/);
    await expect(page.getByRole('main').getByRole('textbox', { name: /e-mail/i })).toHaveValue(
      'mario.rossi@example.it',
    );
  });

  test('an unknown FAQ category or store answers 404', async ({ page }) => {
    expect((await page.goto('/faq/non-esiste'))?.status()).toBe(404);
    expect((await page.goto('/store-locator/x/y/non-esiste'))?.status()).toBe(404);
  });

  test('answers an unknown product with the not-found page and a 404', async ({ page }) => {
    const answer = await page.goto('/product/non-esiste-questo-prodotto');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  });
});
