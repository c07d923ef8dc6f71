import { expect, type Locator } from '@playwright/test';

import {
  DESKTOP,
  api,
  euros,
  fillCart,
  goToProvider,
  signInToDay,
  signOutOfMealVouchers,
  signedInAs,
  test,
} from './support';

/** Face value of one voucher in the simulated Day wallet (10 vouchers once signed in). */
const DAY_VOUCHER = 7;

/** An amount as the storefront writes it, any space before €: 1,77 € matches /1,77\s€/. */
function amountPattern(amount: number): string {
  return amount.toFixed(2).replace('.', ',') + '\\s€';
}

/** The amount a term of the "Riepilogo" summary states, e.g. TOTALE. */
function summaryAmount(summary: Locator, term: string): Locator {
  return summary.getByRole('term').filter({ hasText: term }).locator('+ dd');
}

test.describe('meal vouchers and the next order', () => {
  test.use({ storageState: signedInAs('mario') });

  test('vouchers spent on an order are not applied to the next cart: the card pays TOTALE', async ({
    page,
  }) => {
    // Two real orders through the payment provider: longer than the default minute.
    test.setTimeout(180_000);
    await signOutOfMealVouchers(page);
    await fillCart(page, { count: 3, quantity: 5, delivery: true });
    await page.setViewportSize(DESKTOP);
    await page.goto('/payment');
    const summary = page.getByRole('region', { name: 'Riepilogo' });
    const day = page
      .getByRole('region', { name: 'Buoni pasto' })
      .getByRole('listitem')
      .filter({ hasText: 'Day' });

    await signInToDay(day);
    await expect(day.getByText(/^Saldo 70,00\s€ · 10 buoni da 7,00\s€$/)).toBeVisible();
    const total = euros(await summaryAmount(summary, 'TOTALE').textContent());
    // Two vouchers must leave something for the card.
    expect(total).toBeGreaterThan(2 * DAY_VOUCHER);

    await day.getByRole('button', { name: 'Usa i buoni Day' }).click();
    await expect(day.getByText('In uso')).toBeVisible();
    await day.getByLabel('Buoni da usare').selectOption('2');
    await expect(summary.getByText('2 x 7,00 €')).toBeVisible();
    const rest = Math.round((total - 2 * DAY_VOUCHER) * 100) / 100;
    await expect
      .poll(async () => euros(await summaryAmount(summary, 'Resto da pagare').textContent()))
      .toBe(rest);
    // While vouchers are on the cart, the shopper reads so beside "Concludi ordine".
    await expect(page.getByRole('region', { name: 'Buoni in uso' })).toContainText(
      new RegExp(`Usi 2 buoni Day \\(14,00\\s€\\): con la carta paghi ${amountPattern(rest)}\\.`),
    );

    const payPart = await goToProvider(page);
    expect(euros(await payPart.textContent())).toBe(rest);
    await payPart.click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');

    // The next cart: the vouchers went with the order. Day is still linked, two vouchers
    // fewer, and is not in use until the shopper chooses it again.
    await fillCart(page, { count: 2, quantity: 1, delivery: true });
    await page.goto('/payment');
    await expect(day.getByText(/^Saldo 56,00\s€ · 8 buoni da 7,00\s€$/)).toBeVisible();
    await expect(day.getByRole('button', { name: 'Usa i buoni Day' })).toBeVisible();
    await expect(day.getByText('In uso')).toHaveCount(0);
    const cart = await api<{ grossTotal: number; mealTicket?: unknown }>(page, 'GET', 'cart/view');
    expect(cart.mealTicket, 'meal vouchers on the next cart').toBeUndefined();
    const nextTotal = cart.grossTotal;
    await expect
      .poll(async () => euros(await summaryAmount(summary, 'TOTALE').textContent()))
      .toBe(nextTotal);

    // Nothing reduces what the card pays, and nothing says so: no voucher line, no rest.
    await expect(page.getByRole('region', { name: 'Buoni in uso' })).toHaveCount(0);
    await expect(summary).not.toContainText('Buoni pasto');
    await expect(summary.getByRole('term').filter({ hasText: 'Resto da pagare' })).toHaveCount(0);

    // The provider asks the card for the whole TOTALE.
    const payAll = await goToProvider(page);
    expect(euros(await payAll.textContent())).toBe(nextTotal);
    await payAll.click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
  });
});
