import { expect, type Locator, type Page } from '@playwright/test';

import { DESKTOP, PHONE, emptyCart, expectSearchResults, signedInAs, test } from './support';

/**
 * Presses Tab until `target` has the focus (the keyboard alone, as a shopper would). A results
 * page has about five stops per product card (link, add, list, quantity), so reaching the header
 * again from a card goes round the whole page.
 */
async function tabTo(page: Page, target: Locator, limit = 250): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The chunk of the CMS HTML's sanitizer (DOMPurify). */
const SANITIZER = /\/assets\/html-sanitizer-[\w-]+\.js$/;

test.describe('browsing as a visitor', () => {
  test('opens a category from the drawer and a product from its grid', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    // On a phone the drawer is a tree: open the first department, then follow its first link.
    const panel = drawer.getByRole('tabpanel', { name: 'Prodotti' });
    await panel.getByRole('button').first().click();
    await panel.getByRole('link').first().click();
    await expect(drawer).toBeHidden();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const categoryName = (await heading.textContent())!.trim();
    await expect(page).toHaveTitle(new RegExp(`– Carrello$`));
    const grid = page.getByRole('list', { name: `Prodotti di ${categoryName}` });
    const product = grid.getByRole('heading', { level: 2 }).first();
    const productName = (await product.textContent())!.trim();
    await product.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'content_view', contentType: 'category' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'content_view', contentType: 'product' }),
    );
  });

  test('searches with suggestions and reads the results', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.fill('latt');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('group', { name: 'Suggerimenti' })).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Lista della spesa' })).toBeVisible();
    await box.fill('latte');
    await box.press('Enter');
    await expectSearchResults(page, 'latte');
  });

  test('reads a department page by page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const departments = page.getByRole('region', { name: 'Reparti' });
    const department = departments.getByRole('link').first();
    const name = (await department.textContent())!.trim();
    await department.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const count = page.getByText(/^\d+ prodotti$/);
    const total = Number((await count.textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(24);
    const products = page.getByRole('list', { name: `Prodotti di ${name}` }).getByRole('listitem');
    await expect(products).toHaveCount(24);
    // The button serves keyboard and screen-reader users: focus it and press Enter. Focusing
    // brings the list's end into view, which may load the next page by itself; when that was the
    // last one the button goes. A pointer click would chase the button as the list grows above
    // it. Either way more products arrive, each listed once.
    await page.getByRole('button', { name: 'Mostra altri prodotti' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => products.count()).toBeGreaterThanOrEqual(Math.min(total, 48));
    const lines = await products.allTextContents();
    expect(new Set(lines).size).toBe(lines.length);
  });

  test('says when nothing matches a search', async ({ page }) => {
    await page.goto('/search?q=zzzqqqk');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nessun prodotto trovato per “zzzqqqk”' }),
    ).toBeVisible();
    await expect(page.getByText('Controlla come l’hai scritto')).toBeVisible();
  });

  test('shows a failed search and asks again with "Riprova"', async ({ page }) => {
    // A 503 is retried (3 times with back-off) by the loader and again when the page mounts.
    test.slow();
    let failing = true;
    // The server renders the first page itself: the browser's own search is the one that fails.
    await page.goto('/');
    await page.route(/\/ebsn\/api\/products\?/, (route) =>
      failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.fill('latte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latte$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Prodotti non caricati' }),
    ).toBeVisible({
      timeout: 40_000,
    });
    await expect(page.getByRole('alert')).toContainText(
      'Non è stato possibile caricare i prodotti',
    );
    failing = false;
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(
      page.getByRole('list', { name: 'Risultati per latte' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('the fast-search page’s list follows its address: a new list, back and forward', async ({
    page,
  }) => {
    // docs/requirements/app-shell.md: the list above the results holds the address's words.
    await page.setViewportSize(DESKTOP);
    await page.goto('/fast-search?q=pane');
    const list = page.getByRole('textbox', { name: /I prodotti da cercare/ });
    await expect(list).toHaveValue('pane');
    // Another list from the header's "Lista della spesa", without leaving the page.
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Lista della spesa' });
    await dialog.getByRole('textbox', { name: 'Prodotto' }).fill('uova');
    await dialog.getByRole('button', { name: 'Cerca' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'uova' })).toBeVisible();
    await expect(list).toHaveValue('uova');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'pane' })).toBeVisible();
    await expect(list).toHaveValue('pane');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'uova' })).toBeVisible();
    await expect(list).toHaveValue('uova');
  });

  test('a category opened by its address shows its whole path without the category tree', async ({
    page,
  }) => {
    const treeCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/ebsn/api/category' && !url.searchParams.has('slug')) {
        treeCalls.push(url.href);
      }
    });
    await page.goto('/');
    const department = page.getByRole('region', { name: 'Reparti' }).getByRole('link').first();
    const departmentName = (await department.textContent())!.trim();
    const departmentHref = (await department.getAttribute('href'))!;
    await page.goto(departmentHref);
    const subcategory = page
      .getByRole('navigation', { name: 'Sottocategorie' })
      .getByRole('link')
      .first();
    const subcategoryName = (await subcategory.textContent())!.trim();
    await page.goto((await subcategory.getAttribute('href'))!);
    const path = page.getByRole('navigation', { name: 'Percorso' });
    await expect(path.getByRole('link')).toHaveText(['Home', departmentName]);
    await expect(path.locator('[aria-current="page"]')).toHaveText(subcategoryName);
    // Live, the page keeps the server's path and does not download the tree to draw it again.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.waitForLoadState('networkidle');
    expect(treeCalls).toEqual([]);
    // Opened in the browser, the department's page reads its path (and the tree) itself.
    await path.getByRole('link', { name: departmentName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(departmentName);
    await page
      .getByRole('navigation', { name: 'Sottocategorie' })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subcategoryName);
    await expect(path.getByRole('link')).toHaveText(['Home', departmentName]);
  });

  test('any other path with ?categoryId= shows that category, at its own address', async ({
    page,
  }) => {
    const response = await page.request.get('/ebsn/api/category', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const { categories } = (
      (await response.json()) as {
        data: { categories: { categoryId: number; name: string; slug: string; categories?: [] }[] };
      }
    ).data;
    const department = categories.find((candidate) => (candidate.categories ?? []).length > 0)!;
    const category = (department.categories as unknown as typeof categories)[0]!;

    // The server answers the address with the category's own.
    const answer = await page.request.get(`/qualcosa?categoryId=${category.categoryId}&page=1`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/${category.slug}?page=1`);

    await page.goto(`/qualcosa?categoryId=${category.categoryId}`);
    await expect(page).toHaveURL(new RegExp(`/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByText('Pagina non trovata')).toHaveCount(0);

    // An id of no category leaves the page not found.
    await page.goto('/qualcosa?categoryId=99999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  });

  test('shows a product’s description from the server while its sanitizer loads, and in the app', async ({
    page,
  }) => {
    await page.goto('/search?q=latte');
    const results = page.getByRole('list', { name: 'Risultati per latte' });
    const first = results.getByRole('heading', { level: 2 }).first().getByRole('link');
    const href = (await first.getAttribute('href'))!;

    // Opened by its address: the description is the server's HTML, kept as it is while the
    // sanitizer's chunk (DOMPurify, out of the first load) comes late, and after it arrives.
    await page.route(SANITIZER, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const sanitizerLoaded = page.waitForEvent('requestfinished', (request) =>
      SANITIZER.test(request.url()),
    );
    const navigation = page.goto(href);
    // The section's text after its heading "Descrizione".
    const description = page.getByRole('region', { name: 'Descrizione' }).locator(':scope > div');
    await expect(description).toHaveText(/\S{10,}/);
    const text = (await description.textContent())!;
    await navigation;
    await sanitizerLoaded;
    await expect(description).toHaveText(text);

    // Opened in the app from a page without CMS HTML: the description shows with the page.
    await page.unroute(SANITIZER);
    await page.goto('/search?q=latte');
    const second = results.getByRole('heading', { level: 2 }).nth(1);
    const name = (await second.textContent())!.trim();
    await second.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole('region', { name: 'Descrizione' }).locator(':scope > div'),
    ).toHaveText(/\S{10,}/);
  });

  test('follows the path of a product page back to its category', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=latte');
    const first = page
      .getByRole('list', { name: 'Risultati per latte' })
      .getByRole('heading', { level: 2 })
      .first();
    const productName = (await first.textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    const path = page.getByRole('navigation', { name: 'Percorso' });
    await expect(path.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(path.locator('[aria-current="page"]')).toHaveText(productName);
    const category = path.getByRole('link').last();
    const categoryName = (await category.textContent())!.trim();
    await category.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(
      page
        .getByRole('list', { name: `Prodotti di ${categoryName}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  test('asks a visitor to sign in before adding to the cart', async ({ page }) => {
    await page.goto('/search?q=latte');
    await page
      .getByRole('button', { name: /^Aggiungi al carrello: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch%3Fq%3Dlatte$/);
  });
});

test.describe('buying as Mario', () => {
  test.use({ storageState: signedInAs('mario') });
  test.beforeEach(async ({ page }) => {
    await emptyCart(page);
  });

  test('adds to the cart from the search grid, the product page and the fast search', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search?q=latte');
    const first = page.getByRole('button', { name: /^Aggiungi al carrello: / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/^Aggiungi al carrello: /, '');
    await first.click();
    await expect(
      page.getByRole('group', { name: `Quantità di ${name}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodotto/ })).toBeVisible();

    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const stepper = page
      .getByRole('main')
      .getByRole('group', { name: `Quantità di ${name}`, exact: true });
    await stepper.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(stepper).toContainText('2');

    await page.goto('/fast-search?q=pane&q=uova');
    await expect(page.getByRole('heading', { level: 2, name: 'pane' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'uova' })).toBeVisible();
    await page
      .getByRole('region', { name: 'uova' })
      .getByRole('button', { name: /^Aggiungi al carrello: / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Carrello, 2 prodotti/ })).toBeVisible();
  });

  test('goes from a search to the payment page with the keyboard alone', async ({ page }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await tabTo(page, page.getByRole('combobox', { name: 'Cerca prodotti' }));
    await page.keyboard.type('latte');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const add = page.getByRole('button', { name: /^Aggiungi al carrello: / }).first();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const cartButton = page.getByRole('button', { name: /^Carrello, 1 prodotto/ });
    await expect(cartButton).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Vai alla cassa' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    await tabTo(
      page,
      page
        .getByRole('button', {
          name: /^(Scegli indirizzo|Cambia indirizzo|Scegli dove ricevere la spesa)$/,
        })
        .first(),
    );
    await page.keyboard.press('Enter');
    const where = page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
    await tabTo(page, where.getByRole('radio', { name: /Consegna a domicilio/ }));
    await page.keyboard.press('Space');
    await tabTo(
      page,
      where.getByRole('group', { name: 'Indirizzo di consegna' }).getByRole('radio').first(),
    );
    await page.keyboard.press('Space');
    await tabTo(page, where.getByRole('button', { name: 'Conferma indirizzo' }));
    await page.keyboard.press('Enter');
    const when = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
    await tabTo(page, when.getByRole('radio', { disabled: false }).first());
    await page.keyboard.press('Space');
    await tabTo(page, when.getByRole('button', { name: 'Conferma fascia oraria' }));
    await page.keyboard.press('Enter');
    await expect(when).toBeHidden();

    await tabTo(page, page.getByRole('button', { name: 'Concludi ordine' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment$/);
    await tabTo(page, page.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await page.keyboard.press('Space');
    const pay = page.getByRole('button', { name: 'Concludi ordine' });
    await tabTo(page, pay);
    await expect(pay).toBeEnabled();
  });
});
