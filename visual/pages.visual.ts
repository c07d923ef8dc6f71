import { expect, type Page } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  api,
  categoryWithFacets,
  declinedOrder,
  deliveredOrderId,
  fillCart,
  open,
  paidOrder,
  picture,
  productOnPromotion,
  resetCart,
  test,
  type Viewport,
  waitForApp,
} from './support/shop';

// Every key page of the storefront, rendered by the reference server on its fixed seed at the
// fixed instant, on a phone (390 px) and on a desktop (1440 px): one test a picture.
//
// The tests run one after the other in this order, in one worker, so that the server's state
// (carts, the order placed and its number) evolves the same way on every run. A test whose
// picture differs does not stop the ones after it (each sets up the state it pictures itself, so
// it also passes alone): the token-change check (scripts/token-change.mjs) needs every picture
// taken. Only the last tests place an order: every picture before them shows the seed's orders.
test.describe.configure({ mode: 'default' });

/** Declares one test a width: `title` at 390 px, then at 1440 px, in the window's size. */
function atEachWidth(title: string, body: (page: Page, viewport: Viewport) => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    test(`${title}, ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await body(page, viewport);
    });
  }
}

test.describe('signed out', () => {
  atEachWidth('home', async (page) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'Offerte della settimana' })).toBeVisible();
    await picture(page, 'home');
  });

  atEachWidth('category with facets', async (page) => {
    const category = await categoryWithFacets(page);
    await open(page, `/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await picture(page, 'category');
  });

  // On a phone the sorting and the filters are in a bottom sheet (on a desktop, on the page).
  test('category filters sheet, 390 px', async ({ page }) => {
    const category = await categoryWithFacets(page);
    await page.setViewportSize(PHONE);
    await open(page, `/${category.slug}`);
    await page.getByRole('button', { name: 'Ordina e filtra' }).click();
    await expect(page.getByRole('dialog', { name: 'Ordina e filtra' })).toBeVisible();
    await picture(page, 'category-filters', { fullPage: false });
  });

  atEachWidth('product on promotion', async (page) => {
    const product = await productOnPromotion(page);
    await open(page, `/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await picture(page, 'product');
  });

  atEachWidth('search results with the suggestions open', async (page) => {
    await open(page, '/search?q=latte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “latte”');
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.fill('');
    await box.pressSequentially('yogurt');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('group', { name: 'Suggerimenti' }).getByRole('option').first(),
    ).toContainText('yogurt');
    await expect(page.getByRole('group', { name: 'Categorie' })).toBeVisible();
    await picture(page, 'search-suggestions');
  });

  atEachWidth('search without results', async (page) => {
    await open(page, '/search?q=zzzzqx');
    await expect(page.getByRole('heading', { name: /^Nessun prodotto trovato/ })).toBeVisible();
    await picture(page, 'search-empty');
  });

  atEachWidth('sign-in', async (page) => {
    await open(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    await picture(page, 'login');
  });

  atEachWidth('unknown address', async (page) => {
    await open(page, '/questa-pagina-non-esiste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
    await picture(page, 'not-found');
  });

  atEachWidth('flyer', async (page) => {
    await open(page, '/volantini/volantino-settimanale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volantino della settimana');
    await expect(
      page.getByRole('list', { name: 'Pagine del volantino' }).getByRole('img'),
    ).toHaveCount(4);
    await picture(page, 'flyer');
  });

  atEachWidth('store page', async (page) => {
    await open(page, '/store-locator/lombardia/mi');
    const store = page.getByRole('heading', { level: 2 }).getByRole('link').first();
    const name = (await store.textContent())!.trim();
    await store.click();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('table', { name: 'Orari di apertura' })).toBeVisible();
    await picture(page, 'store');
  });

  atEachWidth('service down', async (page) => {
    await open(page, '/service-down');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Servizio momentaneamente non disponibile',
    );
    await picture(page, 'service-down');
  });
});

/**
 * Pictures the open cart drawer with its lines in sight: its body is scrolled to the list, below
 * the delivery cards (pictured on the checkout).
 */
async function pictureCartLines(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  const lines = drawer.getByRole('checkbox', { name: 'Accetta sostituzioni per tutti i prodotti' });
  await expect(lines).toBeVisible();
  await lines.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await picture(page, 'cart-drawer', { fullPage: false });
}

test.describe('signed in', () => {
  test.use({ account: 'mario' });

  // The cart of both pictures: the products of a delivered order of the seed, bought again.
  test('cart drawer with items, 390 px', async ({ page }) => {
    // A phone's cart button opens the checkout; the drawer opens from "Apri il carrello" once
    // an order is bought again (here from an empty cart).
    const orderId = await deliveredOrderId(page);
    await fillCart(page, { count: 0 });
    await page.setViewportSize(PHONE);
    await open(page, `/profile/orders/${orderId}`);
    await page.getByRole('button', { name: 'Riordina' }).click();
    await page.getByRole('button', { name: 'Apri il carrello' }).click();
    await pictureCartLines(page);
  });

  test('cart drawer with items, 1440 px', async ({ page }) => {
    const orderId = await deliveredOrderId(page);
    await fillCart(page, { count: 0 });
    await api(page, 'POST', 'order/add-to-cart', { form: { order_id: orderId } });
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page.getByRole('button', { name: /^Carrello, \d+ prodott/ }).click();
    await pictureCartLines(page);
  });

  atEachWidth('checkout', async (page) => {
    await fillCart(page);
    await open(page, '/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il tuo carrello');
    await expect(page.getByRole('button', { name: 'Concludi ordine' })).toBeEnabled();
    await picture(page, 'checkout');
  });

  atEachWidth('time-slot dialog', async (page) => {
    await fillCart(page);
    await open(page, '/checkout');
    await page.getByRole('button', { name: 'Cambia data e ora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
    await expect(dialog.getByRole('tablist', { name: 'Giorni di consegna' })).toBeVisible();
    await picture(page, 'time-slots', { fullPage: false });
  });

  atEachWidth('payment', async (page) => {
    await fillCart(page);
    await open(page, '/payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento');
    await expect(
      page.getByRole('group', { name: 'Metodi di pagamento' }).getByRole('radio').first(),
    ).toBeChecked();
    await picture(page, 'payment');
  });

  atEachWidth('invoice form with its errors', async (page) => {
    // The cart asks for no invoice: the shopper turns the switch on, opens the form of a new
    // holder and saves it empty.
    await fillCart(page);
    await open(page, '/payment');
    const invoice = page.getByRole('switch', { name: 'Ho bisogno della fattura' });
    await invoice.click();
    await expect(invoice).toBeChecked();
    await page.getByRole('button', { name: 'Nuovo intestatario' }).click();
    const form = page.getByRole('form', { name: 'Nuovo intestatario' });
    await form.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await picture(page, 'payment-invoice-errors');
  });

  atEachWidth('empty cart', async (page, viewport) => {
    await fillCart(page, { count: 0 });
    await open(page, '/');
    await page.getByRole('button', { name: /^Carrello, nessun prodotto/ }).click();
    if (viewport === PHONE) {
      // A phone's cart button opens the checkout, not the drawer.
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeVisible();
      await picture(page, 'cart-empty');
    } else {
      const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
      await expect(drawer.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeVisible();
      await picture(page, 'cart-empty', { fullPage: false });
    }
  });

  for (const [title, path, name] of [
    ['account dashboard', '/profile/dashboard', 'account-dashboard'],
    ['account details', '/profile/profile-update', 'account-details'],
    ['account addresses', '/profile/addresses', 'account-addresses'],
    ['account open orders', '/profile/orders', 'account-orders'],
    ['account all orders', '/profile/all-orders', 'account-all-orders'],
    ['account lists', '/profile/lists', 'account-lists'],
  ] as const) {
    atEachWidth(title, async (page) => {
      await fillCart(page, { count: 0 });
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await picture(page, name);
    });
  }

  atEachWidth('account list', async (page) => {
    await fillCart(page, { count: 0 });
    const { lists } = await api<{ lists: { listId: number; name: string }[] }>(
      page,
      'GET',
      'wishlist/list',
    );
    await open(page, `/profile/lists/${lists[0]!.listId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lists[0]!.name);
    await picture(page, 'account-list');
  });

  atEachWidth('order detail', async (page) => {
    await fillCart(page, { count: 0 });
    const orderId = await deliveredOrderId(page);
    await open(page, `/profile/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ordine n. ${orderId}`);
    await picture(page, 'order-detail');
  });
});

test.describe('signed in without orders or lists', () => {
  test.use({ account: 'giulia' });

  for (const [title, path, name] of [
    ['no orders', '/profile/all-orders', 'account-all-orders-empty'],
    ['no lists', '/profile/lists', 'account-lists-empty'],
  ] as const) {
    atEachWidth(title, async (page) => {
      await resetCart(page);
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await picture(page, name);
    });
  }
});

// The one order the suite places: its card declined first, then paid on a second attempt.
test.describe('paying', () => {
  test.use({ account: 'mario' });

  atEachWidth('payment declined', async (page) => {
    const orderId = await declinedOrder(page);
    await open(page, `/payment-error/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento non riuscito');
    await expect(page.getByLabel('Riepilogo dell’ordine')).toContainText(`n. ${orderId}`);
    await picture(page, 'payment-error');
  });

  atEachWidth('order completed', async (page) => {
    const orderId = await paidOrder(page);
    await open(page, `/cart/payment-completed/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
    await expect(page.getByText('completato')).toBeVisible();
    await picture(page, 'payment-completed');
  });

  // The order just paid is still open: its detail offers to cancel it.
  atEachWidth('open order detail', async (page) => {
    const orderId = await paidOrder(page);
    await open(page, `/profile/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ordine n. ${orderId}`);
    await expect(page.getByRole('button', { name: 'Annulla l’ordine' })).toBeVisible();
    await picture(page, 'order-detail-open');
  });
});
