import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import { axeViolations } from './axe';
import {
  DESKTOP,
  PHONE,
  api,
  buyableProducts,
  confirmRefusedRemoval,
  emptyCart,
  refuseCalls,
  signedInAs,
  test,
} from './support';

test.use({ storageState: signedInAs('mario') });

/** The first category below a department, as the category API lists them. */
async function firstSubcategory(page: Page) {
  const { categories } = await api<{
    categories: { categories?: { name: string; slug: string }[] }[];
  }>(page, 'GET', 'category?filtered=true');
  const child = categories.flatMap((department) => department.categories ?? [])[0];
  if (!child) throw new Error('No subcategory');
  return child;
}

/** A listable product the catalogue has out of stock (`available` 0), found page by page. */
async function unavailableProduct(page: Page) {
  for (let pageNumber = 1; pageNumber <= 30; pageNumber += 1) {
    const { products } = await api<{
      products: {
        productId: number;
        name: string;
        available: number;
        productInfos: Record<string, string>;
      }[];
    }>(page, 'GET', `products?page_size=60&page=${pageNumber}`);
    const found = products.find(
      (product) =>
        product.available <= 0 &&
        !['8', '10', 'rewards'].includes(product.productInfos.PRODUCT_NATURE_ID ?? ''),
    );
    if (found) return found;
    if (products.length < 60) break;
  }
  throw new Error('The catalogue has no product out of stock');
}

/** Deletes the list the page shows ("Elimina lista", confirmed) and waits for the lists page. */
async function deleteOpenList(page: Page) {
  await page.getByRole('button', { name: 'Elimina lista' }).click();
  await page
    .getByRole('alertdialog', { name: 'Eliminare la lista?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page).toHaveURL(/\/profile\/lists$/);
}

/**
 * A new list holding the products with their quantities, added in this order (the list shows
 * them in the order they were added); answers the list's id.
 */
async function listWith(page: Page, lines: { productId: number; quantity: number }[]) {
  const name = `Spesa ${Date.now() % 100_000}`;
  const { listId } = await api<{ listId: number }>(page, 'POST', 'wishlist/create', {
    form: { name },
  });
  await api(page, 'POST', 'wishlist/add-product', { data: { listId, items: lines } });
  return listId;
}

/**
 * A new list of `count` buyable products, each with the quantity `quantity` gives its place in
 * the list; answers the products and the list's id.
 */
async function listOfBuyables(page: Page, count: number, quantity: (index: number) => number) {
  const products = await buyableProducts(page, count);
  const listId = await listWith(
    page,
    products.map((product, index) => ({ productId: product.productId, quantity: quantity(index) })),
  );
  return { products, listId };
}

/** Opens a list's page; answers the list of its products. */
async function openList(page: Page, listId: number) {
  await page.goto(`/profile/lists/${listId}`);
  return page.getByRole('list', { name: 'Prodotti della lista' });
}

/** A product's quantity in a list, as the server keeps it (0 when the list lacks it). */
async function savedQuantity(page: Page, listId: number, productId: number) {
  const list = await api<{ wishlistItems: { quantity: number; product: { productId: number } }[] }>(
    page,
    'GET',
    `wishlist/view?list_id=${listId}`,
  );
  return list.wishlistItems.find((item) => item.product.productId === productId)?.quantity ?? 0;
}

/**
 * Presses − on a product of the open list while the list refuses adds: the removal goes
 * through, the add that follows it does not. `unroute` the add-product address to end it.
 */
async function lowerWhileAddsFail(page: Page, productName: string) {
  await page.route('**/ebsn/api/wishlist/add-product', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page
    .getByRole('list', { name: 'Prodotti della lista' })
    .getByRole('listitem')
    .filter({ hasText: productName })
    .getByRole('button', { name: 'Diminuisci quantità' })
    .click();
}

test.describe('shopping lists', () => {
  test('creates a list from a product page, renames it, changes and removes items, adds all to the cart', async ({
    page,
  }) => {
    const name = `Grigliata ${Date.now() % 100_000}`;
    const [first, second] = await buyableProducts(page, 2);
    await emptyCart(page);

    await page.goto(`/product/${first!.slug}`);
    await page.getByRole('button', { name: `Aggiungi a una lista: ${first!.name}` }).click();
    const picker = page.getByRole('dialog', { name: 'Aggiungi a una lista' });
    await picker.getByRole('radio', { name: 'Nuova lista' }).check();
    // An empty name is refused before anything is sent.
    await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await expect(picker.getByText('Campo obbligatorio')).toBeVisible();
    await picker.getByRole('textbox', { name: /Nome della nuova lista/ }).fill(name);
    await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `alla lista «${name}»` })).toHaveCount(
      1,
    );

    // The second product goes to the same, now existing, list.
    await page.goto(`/product/${second!.slug}`);
    await page.getByRole('button', { name: `Aggiungi a una lista: ${second!.name}` }).click();
    await picker.getByRole('radio', { name: new RegExp(name) }).check();
    await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await expect(picker).toBeHidden();

    await page.goto('/profile/lists');
    const renamed = `${name} estiva`;
    await page.getByRole('button', { name: `Rinomina ${name}` }).click();
    await page.getByRole('textbox', { name: new RegExp(`Nuovo nome di «${name}»`) }).fill(renamed);
    await page.getByRole('button', { name: 'Salva nome' }).click();
    const card = page.getByRole('listitem').filter({ hasText: renamed });
    await expect(card).toContainText('2 prodotti');
    await card.getByRole('link', { name: renamed }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    const items = page.getByRole('list', { name: 'Prodotti della lista' });
    const firstItem = items.getByRole('listitem').filter({ hasText: first!.name });
    await firstItem.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(firstItem.getByText('2', { exact: true })).toBeVisible();
    await items.getByRole('button', { name: `Rimuovi ${second!.name}` }).click();
    await expect(items.getByRole('listitem').filter({ hasText: second!.name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '1 prodotto aggiunto al carrello.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodott/ })).toBeVisible();

    await deleteOpenList(page);
    await expect(page.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    await emptyCart(page);
  });

  test('adds a product to a new list from the card of a category page, at 390 px and from the keyboard', async ({
    page,
  }) => {
    const name = `Dispensa ${Date.now() % 100_000}`;
    const category = await firstSubcategory(page);
    await page.setViewportSize(PHONE);
    await page.goto(`/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    const grid = page.getByRole('list', { name: `Prodotti di ${category.name}` });
    const card = grid.getByRole('article').first();
    const productName = (await card.getByRole('heading').textContent())!.trim();
    const action = card.getByRole('button', { name: `Aggiungi a una lista: ${productName}` });

    // The action sits inside its card, on the image: above the name, not over the text.
    const [cardBox, actionBox, nameBox] = await Promise.all([
      card.boundingBox(),
      action.boundingBox(),
      card.getByRole('heading').boundingBox(),
    ]);
    expect(actionBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
    expect(actionBox!.x + actionBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(actionBox!.y + actionBox!.height).toBeLessThanOrEqual(nameBox!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await action.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Aggiungi a una lista' });
    await expect(picker).toContainText(productName);
    await picker.getByRole('radio', { name: 'Nuova lista' }).check();
    await picker.getByRole('textbox', { name: /Nome della nuova lista/ }).fill(name);
    await picker.getByRole('textbox', { name: /Nome della nuova lista/ }).press('Enter');
    await expect(picker).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `«${productName}» aggiunto alla lista «${name}».` }),
    ).toHaveCount(1);
    // The focus goes back to the card's action.
    await expect(action).toBeFocused();

    await page.goto('/profile/lists');
    const list = page.getByRole('listitem').filter({ hasText: name });
    await expect(list).toContainText('1 prodotto');
    await list.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page
        .getByRole('list', { name: 'Prodotti della lista' })
        .getByRole('listitem')
        .filter({ hasText: productName }),
    ).toHaveCount(1);

    await deleteOpenList(page);
  });

  test('"Aggiungi tutto al carrello" names the product it could not add', async ({ page }) => {
    const [buyable] = await buyableProducts(page, 1);
    const unavailable = await unavailableProduct(page);
    await emptyCart(page);
    const name = `Dispensa ${Date.now() % 100_000}`;
    const created = await page.request.post('/ebsn/api/wishlist/create', {
      headers: SDK_HEADERS,
      form: { name },
    });
    const { listId } = (await created.json()).data as { listId: number };
    const filled = await page.request.post('/ebsn/api/wishlist/add-product', {
      headers: SDK_HEADERS,
      data: {
        listId,
        items: [
          { productId: buyable!.productId, quantity: 1 },
          { productId: unavailable.productId, quantity: 1 },
        ],
      },
    });
    expect(filled.ok()).toBe(true);

    const items = await openList(page, listId);
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
    const report = page
      .locator('main')
      .getByRole('status')
      .filter({ hasText: 'aggiunto al carrello' });
    await expect(report).toContainText('1 prodotto aggiunto al carrello.');
    await expect(report).toContainText('Non è stato possibile aggiungere:');
    await expect(report.getByRole('listitem')).toHaveText([unavailable.name]);
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodott/ })).toBeVisible();

    await deleteOpenList(page);
    await emptyCart(page);
  });

  test("sends a visitor from a card's list action to sign-in", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const category = await firstSubcategory(page);
    await page.goto(`/${category.slug}`);
    await page
      .getByRole('list', { name: `Prodotti di ${category.name}` })
      .getByRole('button', { name: /^Aggiungi a una lista: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login/);
    await context.close();
  });

  test('a product lowered with − keeps its place, and the focus stays on its stepper', async ({
    page,
  }) => {
    const { products, listId } = await listOfBuyables(page, 3, (index) => index + 2);
    const names = products.map((product) => product.name);
    const middle = products[1]!;

    const items = await openList(page, listId);
    const headings = items.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(names);
    const lower = items
      .getByRole('listitem')
      .filter({ hasText: middle.name })
      .getByRole('button', { name: 'Diminuisci quantità' });
    await lower.focus();
    await page.keyboard.press('Enter');

    // Saved (3 pieces down to 2) and the list read again: the product is where it was.
    await expect.poll(() => savedQuantity(page, listId, middle.productId)).toBe(2);
    await page.waitForLoadState('networkidle');
    await expect(lower).toBeEnabled();
    await expect(headings).toHaveText(names);
    await expect(lower).toBeFocused();
    // The page says one thing: the quantity changed (not the removal and the add it is made of).
    const toasts = page.getByRole('status', { name: 'Notifiche' });
    await expect(toasts).toContainText('Quantità aggiornata nella lista');
    // Read once, while that toast shows: a retried `not` would pass once the others went.
    expect(await toasts.textContent()).not.toMatch(/rimosso|aggiunto/);
    // The keyboard goes on where it was: a second Enter lowers the same product again.
    await page.keyboard.press('Enter');
    await expect.poll(() => savedQuantity(page, listId, middle.productId)).toBe(1);
    await page.waitForLoadState('networkidle');
    await expect(headings).toHaveText(names);
    await expect(lower).toBeFocused();

    await deleteOpenList(page);
  });

  test('a lowered product whose add fails stays on the page until "Riprova" saves it', async ({
    page,
  }) => {
    const { products, listId } = await listOfBuyables(page, 2, () => 3);
    const names = products.map((product) => product.name);
    const first = products[0]!;

    const items = await openList(page, listId);
    const headings = items.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(names);
    await lowerWhileAddsFail(page, first.name);

    // Removed from the server, the add refused, the list read again: the product is still on
    // the page, in its place, and the page says it is not saved.
    await expect.poll(() => savedQuantity(page, listId, first.productId)).toBe(0);
    await page.waitForLoadState('networkidle');
    await expect(headings).toHaveText(names);
    const unsaved = page.getByRole('alert').filter({ hasText: 'non è salvato nella lista' });
    await expect(unsaved).toContainText(`«${first.name}»`);
    // One failure, told once: no second, generic alert for the same refused add.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText([
      /non è salvato nella lista/,
    ]);

    await page.unroute('**/ebsn/api/wishlist/add-product');
    await unsaved.getByRole('button', { name: 'Riprova' }).click();
    await expect(unsaved).toHaveCount(0);
    await expect.poll(() => savedQuantity(page, listId, first.productId)).toBe(2);
    await page.waitForLoadState('networkidle');
    await expect(headings).toHaveText(names);

    await deleteOpenList(page);
  });

  test('a refused deletion of a list closes the question and says why, the list kept', async ({
    page,
  }) => {
    const [product] = await buyableProducts(page, 1);
    const listId = await listWith(page, [{ productId: product!.productId, quantity: 1 }]);
    await openList(page, listId);
    await refuseCalls(page, 'wishlist/delete', 'La lista non si può eliminare ora');
    const question = { name: 'Eliminare la lista?', confirm: 'Elimina' };
    await confirmRefusedRemoval(
      page.getByRole('button', { name: 'Elimina lista' }),
      question,
      'La lista non si può eliminare ora',
      page.getByRole('main'),
    );
    await expect(page).toHaveURL(new RegExp(`/profile/lists/${listId}$`));

    // The lists page asks the same way.
    await page.goto('/profile/lists');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/profile/lists/${listId}"]`) });
    await confirmRefusedRemoval(
      card.getByRole('button', { name: /^Elimina/ }),
      question,
      'La lista non si può eliminare ora',
    );

    await page.unroute('**/ebsn/api/wishlist/delete');
    await api(page, 'POST', 'wishlist/delete', { form: { list_id: listId } });
  });

  test('asks before leaving a list with a product whose add failed', async ({ page }) => {
    const { products, listId } = await listOfBuyables(page, 2, () => 3);
    const first = products[0]!;
    // Reached from the lists page, so that going back stays in the app.
    await page.goto('/profile/lists');
    await page.locator(`a[href$="/profile/lists/${listId}"]`).click();
    const items = page.getByRole('list', { name: 'Prodotti della lista' });
    await lowerWhileAddsFail(page, first.name);
    await expect(page.getByRole('alert').filter({ hasText: 'non è salvato' })).toBeVisible();

    // A link: the page asks, and "Resta nella lista" keeps the shopper and the product there.
    await page.getByRole('link', { name: 'Tutte le liste' }).click();
    const question = page.getByRole('alertdialog', { name: 'Uscire dalla lista?' });
    await expect(question).toContainText(`«${first.name}» non è salvato nella lista`);
    await question.getByRole('button', { name: 'Resta nella lista' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/profile/lists/${listId}$`));
    await expect(items.getByRole('heading', { name: first.name })).toBeVisible();

    // Closing the tab: the browser asks its own question first.
    const browserAsks = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const closing = await browserAsks;
    expect(closing.type()).toBe('beforeunload');
    await closing.dismiss();
    await expect(items.getByRole('heading', { name: first.name })).toBeVisible();

    // Back: asked again; "Esci senza salvare" goes where the shopper was going.
    await page.goBack();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(page).toHaveURL(/\/profile\/lists$/);

    await page.unroute('**/ebsn/api/wishlist/add-product');
    await api(page, 'POST', 'wishlist/delete', { form: { list_id: listId } });
  });

  for (const [way, control] of [
    ['"Rimuovi"', 'Rimuovi'],
    ['− down to nothing', 'Diminuisci quantità'],
  ] as const)
    test(`removing the last product with ${way} puts the focus on the page heading`, async ({
      page,
    }) => {
      const { products, listId } = await listOfBuyables(page, 2, () => 1);
      const [first, second] = products;
      const button = (name: string) =>
        control === 'Rimuovi' ? `Rimuovi ${name}` : 'Diminuisci quantità';

      const items = await openList(page, listId);
      const row = (name: string) => items.getByRole('listitem').filter({ hasText: name });
      await row(first!.name)
        .getByRole('button', { name: button(first!.name) })
        .focus();
      await page.keyboard.press('Enter');
      await expect(row(first!.name)).toHaveCount(0);
      // The same control of the product that took its place.
      await expect(
        row(second!.name).getByRole('button', { name: button(second!.name) }),
      ).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'La lista è vuota' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      await deleteOpenList(page);
    });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/profile/lists');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le mie liste');
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
