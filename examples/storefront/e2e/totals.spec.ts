import { expect, type Page } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  addToCart,
  chooseDelivery,
  fillCart,
  goToProvider,
  openCartDrawer,
  openPayment,
  signedInAs,
  test,
} from './support';
import { axeViolations } from './axe';

test.use({ storageState: signedInAs('mario') });

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** A cheap product sold by weight, so that the cart stays under the free-delivery spend. */
async function looseProductId(page: Page): Promise<number> {
  const response = await page.request.get('/ebsn/api/products?page_size=200', { headers: HEADERS });
  const body = (await response.json()) as {
    data: {
      products: { productId: number; available: number; productInfos: Record<string, string> }[];
    };
  };
  const product = body.data.products.find(
    (candidate) => candidate.available > 0 && candidate.productInfos.TIPOLOGIA === 'Sfuso',
  );
  if (!product) throw new Error('No product sold by weight in the catalogue');
  return product.productId;
}

/** A euro amount as the pages print it ("13,70 €") read back as a number. */
function amountOf(text: string): number {
  const match = /(\d+(?:\.\d{3})*,\d{2})/.exec(text.replace(/\s/g, ' '));
  if (!match?.[1]) throw new Error(`No amount in "${text}"`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

test.describe('honest totals', () => {
  test.beforeEach(async ({ page }) => {
    await fillCart(page);
    await addToCart(page, [{ productId: await looseProductId(page), quantity: 2 }]);
    // Home delivery: a 4,90 € fee below 60 €.
    await chooseDelivery(page);
  });

  test('the drawer and the checkout list the delivery fee, and the lines add up', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const cart = (await (
      await page.request.get('/ebsn/api/cart/view', { headers: HEADERS })
    ).json()) as { data: { totalPrice: number; deliveryFee: number; grossTotal: number } };
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/checkout');
      const summary = page.getByRole('region', { name: 'Riepilogo' });
      const row = (label: string) =>
        summary.locator('[data-part="totals"] > div', { hasText: label });
      await expect(row('Prodotti')).toBeVisible();
      expect(amountOf(await row('Prodotti').innerText())).toBe(cart.data.totalPrice);
      const fee = cart.data.deliveryFee;
      if (fee > 0) expect(amountOf(await row('Consegna').innerText())).toBe(fee);
      else await expect(row('Consegna')).toContainText('Gratis');
      expect(amountOf(await row('TOTALE').innerText())).toBe(cart.data.grossTotal);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByText('Consegna', { exact: true })).toBeVisible();
    await expect(drawer.getByText('TOTALE')).toBeVisible();
  });

  test('the amount to authorise is what the provider asks', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPayment(page);
    const summary = page.getByRole('region', { name: 'Riepilogo' });
    const authorize = summary.locator('[data-part="authorize"]');
    await expect(authorize).toContainText('Importo da autorizzare');
    await expect(authorize).toContainText('pesati');
    const shown = amountOf(await authorize.locator('dd').innerText());
    const total = amountOf(await summary.locator('[data-part="total"] dd').innerText());
    expect(shown).toBeGreaterThan(total);
    expect(await axeViolations(page)).toEqual([]);

    await goToProvider(page);
    const asked = amountOf(await page.getByText(/^Importo da autorizzare/).innerText());
    expect(asked).toBe(shown);
    await page.getByRole('button', { name: /^Paga [\d.,]+ €$/ }).click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    const totals = page.getByRole('definition').filter({ hasText: /€|Gratis/ });
    await expect(page.getByText('TOTALE')).toBeVisible();
    await expect(totals.first()).toBeVisible();
    expect(amountOf(await page.locator('[data-part="total"] dd').innerText())).toBe(total);
    // The completed page says what the provider was asked, and why it differs.
    const completed = page.locator('[data-part="authorize"]');
    await expect(completed).toContainText('Importo da autorizzare');
    expect(amountOf(await completed.locator('dd').innerText())).toBe(shown);
    const orderId = /payment-completed\/(\d+)$/.exec(page.url())![1]!;

    // The order detail lists the same lines: items, delivery, TOTALE and the amount authorised.
    const cart = await page.request.get(`/ebsn/api/order/view?order_id=${orderId}`, {
      headers: HEADERS,
    });
    const order = ((await cart.json()) as { data: { totalPrice: number; deliveryFee: number } })
      .data;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/profile/orders/${orderId}`);
      const detail = page.locator('[aria-label="Totali dell’ordine"]');
      await expect(detail.locator('[data-part="total"]')).toContainText('TOTALE');
      expect(amountOf(await detail.locator('[data-part="items-line"] dd').innerText())).toBe(
        order.totalPrice,
      );
      const fee = detail.locator('[data-part="delivery-line"] dd');
      if (order.deliveryFee > 0) expect(amountOf(await fee.innerText())).toBe(order.deliveryFee);
      else await expect(fee).toHaveText('Gratis');
      expect(amountOf(await detail.locator('[data-part="total"] dd').innerText())).toBe(total);
      const authorized = detail.locator('[data-part="authorize"]');
      await expect(authorized).toContainText('pesati');
      expect(amountOf(await authorized.locator('dd').innerText())).toBe(shown);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
