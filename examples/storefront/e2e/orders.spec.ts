import { expect, type Page } from '@playwright/test';

import {
  DESKTOP,
  VIEWPORTS,
  api,
  buyLeavingPaymentOpen,
  buyableProducts,
  chooseFirstSlot,
  choosePickUp,
  emptyCart,
  fillCart,
  placePendingOrder,
  signedInAs,
  test,
} from './support';
import { axeViolations } from './axe';

test.use({ storageState: signedInAs('mario') });

async function deliveredOrderId(page: Page): Promise<number> {
  const { orders } = await api<{ orders: { orderId: number; orderStatusId: number }[] }>(
    page,
    'GET',
    'order/list?all=true&page_size=50',
  );
  const delivered = orders.find((order) => order.orderStatusId === 8);
  if (!delivered) throw new Error('Mario has no delivered order');
  return delivered.orderId;
}

test.describe('the order detail', () => {
  test('shows the whole order and reorders it, summarising what reached the cart', async ({
    page,
  }) => {
    await emptyCart(page);
    const orderId = await deliveredOrderId(page);
    await page.goto('/profile/all-orders');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: `Ordine n. ${orderId}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
    ).toBeVisible();

    const products = page.getByRole('region', { name: 'Prodotti' });
    await expect(products.getByRole('columnheader', { name: 'Quantità' })).toBeVisible();
    const lines = products.locator('tbody tr');
    expect(await lines.count()).toBeGreaterThan(0);
    // Honest totals: the items, the delivery (fee or "Gratis") and TOTALE.
    const totals = products.locator('[aria-label="Totali dell’ordine"]');
    await expect(totals.locator('[data-part="items-line"]')).toContainText('€');
    await expect(totals.locator('[data-part="delivery-line"]')).toContainText(/€|Gratis/);
    await expect(totals.locator('[data-part="total"]')).toContainText('TOTALE');
    const delivery = page.getByRole('region', { name: 'Consegna' });
    await expect(delivery).toContainText('Indirizzo');
    await expect(delivery).toContainText('Data e ora');
    const payment = page.getByRole('region', { name: 'Pagamento e fattura' });
    await expect(payment).toContainText('Metodo');
    await expect(payment).toContainText('completato');
    await expect(payment).toContainText('Fattura');
    await expect(page.getByRole('region', { name: 'Storico dell’ordine' })).toContainText(
      'Ordine ricevuto',
    );

    await page.getByRole('button', { name: 'Riordina' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'Aggiunti al carrello' });
    await expect(summary).toBeVisible();
    const cart = await api<{ cartItems: { product: { name: string } }[] }>(
      page,
      'GET',
      'cart/view',
    );
    expect(cart.cartItems.length).toBeGreaterThan(0);
    for (const item of cart.cartItems) await expect(summary).toContainText(item.product.name);
    await emptyCart(page);
  });

  test('a pick-up order’s completed page names the pick-up, not a delivery', async ({ page }) => {
    const { orderId } = await placePendingOrder(page, { pickUp: true });

    await page.goto(`/cart/payment-completed/${orderId}`);
    // No e-mail is promised: the server sends none for an order.
    await expect(page.getByText(/Trovi l’ordine e il suo stato in «I miei ordini»/)).toBeVisible();
    const summary = page.locator('dl[aria-label="Riepilogo dell’ordine"]');
    await expect(summary.locator('dt')).toHaveText([
      'Ordine',
      'Stato',
      'Pagamento',
      'Ritiro',
      'Punto di ritiro',
    ]);
  });

  test('cancels a pending order after asking, and keeps it when the shopper says no', async ({
    page,
  }) => {
    const { orderId } = await placePendingOrder(page);
    await page.goto(`/profile/orders/${orderId}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Pagamento e fattura' })).toContainText(
      'in attesa',
    );
    await expect(page.getByRole('button', { name: 'Modifica l’ordine' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paga di nuovo' })).toBeVisible();

    const cancel = page.getByRole('button', { name: 'Annulla l’ordine' });
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Annullare l’ordine?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No, tienilo' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    await page.getByRole('button', { name: 'Sì, annulla l’ordine' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'è stato annullato' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Storico dell’ordine' })).toContainText(
      'Ordine annullato',
    );
    await expect(page.getByRole('button', { name: 'Annulla l’ordine' })).toBeHidden();
    await emptyCart(page);
  });

  test('edits a pending order from its detail: its products come back to the checkout', async ({
    page,
  }) => {
    const { orderId } = await placePendingOrder(page);
    const [product] = await buyableProducts(page, 1);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/profile/orders/${orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
    ).toBeVisible();
    // The payment left open had locked the cart: the edit unlocks it first.
    await page.getByRole('button', { name: 'Modifica l’ordine' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(/bloccato per il pagamento/)).toBeHidden();
    const quantity = page.getByRole('group', { name: `Quantità di ${product!.name}` });
    await expect(quantity).toContainText('1');
    await quantity.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(quantity).toContainText('2');
    await emptyCart(page);
  });

  test('sends a support request about the order, asking for what is missing first', async ({
    page,
  }) => {
    const orderId = await deliveredOrderId(page);
    await page.goto(`/profile/all-orders/${orderId}`);
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('region', { name: 'Hai bisogno di aiuto con questo ordine?' });
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(form.getByText('Campo obbligatorio')).toHaveCount(2);
    await expect(form.getByRole('combobox', { name: 'Argomento' })).toBeFocused();

    await form.getByRole('combobox', { name: 'Argomento' }).selectOption('Prodotto mancante');
    await form.getByRole('textbox', { name: 'Messaggio' }).fill('Nella consegna mancava il latte.');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(form.getByRole('status')).toContainText(/Richiesta TK-\d+ inviata/);
    await expect(form.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('');
  });

  test('reserves the pick-up of a paid order and explains why an unpaid one cannot', async ({
    page,
  }) => {
    await fillCart(page);
    await choosePickUp(page);
    await chooseFirstSlot(page);
    const bought = await buyLeavingPaymentOpen(page);

    await page.goto(`/profile/orders/${bought.orderId}`);

    await page.waitForLoadState('networkidle');
    const reservation = page.getByRole('region', { name: 'Prenota il parcheggio' });
    await reservation.getByRole('button', { name: 'Sto arrivando' }).click();
    await expect(reservation.getByText('Campo obbligatorio')).toBeVisible();
    await reservation
      .getByRole('combobox', { name: 'Quando arrivi?' })
      .selectOption('A meno di 5 minuti');
    await reservation.getByRole('button', { name: 'Sto arrivando' }).click();
    const refused = page.getByRole('dialog', { name: 'Attenzione' });
    await expect(refused).toContainText('non è ancora stato pagato');
    await refused.getByRole('button', { name: 'Chiudi' }).click();

    // The provider page's "pay" action, as the shopper's browser posts it.
    await page.request.post('/payment-provider/checkout/action', {
      form: { session_id: bought.sessionId, action: 'pay' },
      maxRedirects: 0,
    });
    await page.reload();
    await page
      .getByRole('region', { name: 'Prenota il parcheggio' })
      .getByRole('combobox', { name: 'Quando arrivi?' })
      .selectOption('Sono già arrivato');
    await page.getByRole('textbox', { name: 'Note (targa, posto auto)' }).fill('AB123CD');
    await page.getByRole('button', { name: 'Sto arrivando' }).click();
    const done = page.getByRole('dialog', { name: 'Informazioni' });
    await expect(done).toContainText('ti aspettiamo');
    await done.getByRole('button', { name: 'Chiudi' }).click();
    await expect(done).toBeHidden();
  });

  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`has no axe violations on the ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      const orderId = await deliveredOrderId(page);
      await page.goto(`/profile/all-orders/${orderId}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Prodotti' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
