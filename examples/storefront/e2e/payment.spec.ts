import { expect, type Page } from '@playwright/test';

import { fillCart, goToProvider, openPayment, payWithProvider, signedInAs, test } from './support';

/** A cart of two products, two of each (the cart button counts products, not pieces), delivered. */
async function goToPayment(page: Page) {
  await fillCart(page, { count: 2, quantity: 2, delivery: true });
  await openPayment(page);
}

/** Fills a cart and declines its payment at the provider: the shopper lands on the error page. */
async function payDeclined(page: Page) {
  await goToPayment(page);
  await goToProvider(page);
  await page.getByRole('button', { name: 'Simula pagamento rifiutato' }).click();
  await expect(page).toHaveURL(/\/payment-error\/\d+$/);
}

/** One of the signed-in shopper's orders whose payment went through. */
async function aPaidOrder(page: Page): Promise<{ orderId: number }> {
  const list = await page.request.get('/ebsn/api/order/list?all=true', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { data } = (await list.json()) as {
    data: { orders: { orderId: number; paymentStatus: string }[] };
  };
  const paid = data.orders.find((order) => order.paymentStatus === 'paid');
  if (!paid) throw new Error('The seeded shopper has no paid order');
  return paid;
}

test.describe('paying', () => {
  test.use({ storageState: signedInAs('mario') });
  test('pays through the provider and shows the paid order', async ({ page }) => {
    await goToPayment(page);
    const pay = page.getByRole('button', { name: 'Concludi ordine' });
    await expect(pay).toBeDisabled();
    await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento sicuro' })).toBeVisible();
    await page.getByRole('button', { name: /^Paga [\d.,]+ €$/ }).click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
    await expect(page.getByText('completato')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Carrello, nessun prodotto/ })).toBeVisible();
  });

  test('keeps the cart intact when the card is declined', async ({ page }) => {
    await payDeclined(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento non riuscito');
    await page.getByRole('link', { name: 'Torna alla cassa' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: /^Carrello, 2 prodotti/ })).toBeVisible();
  });

  test('pays on a second attempt after a declined card', async ({ page }) => {
    await payDeclined(page);
    await page.goto('/payment');
    await payWithProvider(page);
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByText('completato')).toBeVisible();
  });

  test('a paid order opened on the error route shows as completed, not failed', async ({
    page,
  }) => {
    const paid = await aPaidOrder(page);
    await page.goto('/');
    // A late redirect of the provider, a reload or a shared link of a payment that went through.
    await page.goto(`/payment-error/${paid.orderId}`);
    await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${paid.orderId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
    await expect(page.getByText('completato')).toBeVisible();
    await expect(page.getByText(/non è andato a buon fine/)).toHaveCount(0);
    // The error address is replaced: going back does not tell the failure again.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [outcome, address] of [
    ['error', (orderId: number) => `/payment-error/${orderId}`],
    ['completed', (orderId: number) => `/cart/payment-completed/${orderId}`],
  ] as const) {
    test(`a refunded order opened on the ${outcome} route says it was refunded`, async ({
      page,
    }) => {
      const paid = await aPaidOrder(page);
      // The server's answer for the order, refunded (a paid order cancelled gets its money back).
      // Its address as saved without a name, which the summary writes with no dash before it.
      let street = '';
      await page.route('**/ebsn/api/order/view?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          data: {
            paymentStatus: string;
            shippingAddress: { addressName: string; address1: string };
          };
        };
        body.data.paymentStatus = 'refunded';
        body.data.shippingAddress.addressName = '';
        street = body.data.shippingAddress.address1;
        await route.fulfill({ response, json: body });
      });
      await page.goto(address(paid.orderId));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento rimborsato');
      await expect(page.getByText('rimborsato', { exact: true })).toBeVisible();
      await expect(page.getByText(/non è andato a buon fine|Grazie/)).toHaveCount(0);
      const shipTo = page.getByRole('definition').filter({ hasText: street });
      await expect(shipTo).toHaveText(
        new RegExp(`^${street.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      await expect(page.getByRole('link', { name: 'Torna alla cassa' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Vedi l’ordine' })).toHaveAttribute(
        'href',
        `/profile/orders/${paid.orderId}`,
      );
    });
  }
});

test.describe('a profile that is not confirmed', () => {
  test.use({ storageState: signedInAs('giulia') });

  test('is asked to complete the profile instead of paying', async ({ page }) => {
    await goToPayment(page);
    await expect(page.getByRole('link', { name: 'Completa il profilo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Concludi ordine' })).toBeDisabled();
  });
});
