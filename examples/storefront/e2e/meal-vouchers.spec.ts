import { expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import {
  DAY_PASSWORD,
  DESKTOP,
  PHONE,
  euros,
  fillCart,
  goToProvider,
  openPayment,
  signOutOfMealVouchers,
  signedInAs,
  test,
} from './support';

/** Mario starts signed out of every meal-voucher provider, with a cart worth a few vouchers. */
async function goToPayment(page: Page) {
  await signOutOfMealVouchers(page);
  await fillCart(page, { count: 3, quantity: 5, delivery: true });
  await openPayment(page);
  return page.getByRole('region', { name: 'Buoni pasto' });
}

async function expectNoAxeViolations(page: Page) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { name: 'Buoni pasto' })).toBeVisible();
    expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
  }
}

test.describe('meal vouchers', () => {
  test.use({ storageState: signedInAs('mario') });

  test('pays part of the order with Day vouchers and the rest by card', async ({ page }) => {
    // Sign-ins, cart reloads, axe at two widths and a payment: longer than the default minute.
    test.setTimeout(180_000);
    const vouchers = await goToPayment(page);
    const day = vouchers.getByRole('listitem').filter({ hasText: 'Day' });
    await expect(day.getByText('Non collegato')).toBeVisible();

    // Nothing typed: each field says what it needs, and the focus goes to the first.
    await day.getByRole('button', { name: 'Accedi a Day' }).click();
    await expect(day.getByText('Indica il tuo utente')).toBeVisible();
    await expect(day.getByText('Indica la password')).toBeVisible();
    await expect(day.getByLabel('Utente Day')).toBeFocused();

    // A wrong password: the message in Italian, the user name still typed.
    await day.getByLabel('Utente Day').fill('mario.rossi');
    await day.getByLabel('Password Day').fill('sbagliata');
    await day.getByRole('button', { name: 'Accedi a Day' }).click();
    await expect(day.getByRole('alert')).toHaveText(
      'Accesso a Day non riuscito. Credenziali non corrette.',
    );
    await expect(day.getByLabel('Utente Day')).toHaveValue('mario.rossi');

    await day.getByLabel('Password Day').fill(DAY_PASSWORD);
    await day.getByRole('button', { name: 'Accedi a Day' }).click();
    await expect(day.getByText('Collegato', { exact: true })).toBeVisible();
    await expect(day.getByText(/^Saldo 70,00\s€ · 10 buoni da 7,00\s€$/)).toBeVisible();

    const summary = page.getByRole('region', { name: 'Riepilogo' });
    const total = euros(
      await summary.getByRole('term').filter({ hasText: 'TOTALE' }).locator('+ dd').textContent(),
    );
    await expect(page.getByRole('radio', { name: /Contanti alla consegna/ })).toHaveCount(1);
    await day.getByRole('button', { name: 'Usa i buoni Day' }).click();
    await expect(day.getByText('In uso')).toBeVisible();
    const most = Math.min(8, Math.floor((total - 0.01) / 7));
    await expect(day.getByLabel('Buoni da usare')).toHaveValue(String(most));
    await expect(summary.getByText('Buoni pasto Day')).toBeVisible();
    // The rest is paid online: the methods paid on delivery leave the list.
    await expect(page.getByRole('radio', { name: /Contanti alla consegna/ })).toHaveCount(0);

    // Two vouchers: the cart reloads and the totals say what the card pays.
    await day.getByLabel('Buoni da usare').selectOption('2');
    await expect(summary.getByText('2 x 7,00 €')).toBeVisible();
    const rest = Math.round((total - 14) * 100) / 100;
    const toPay = summary.getByRole('term').filter({ hasText: 'Resto da pagare' }).locator('+ dd');
    await expect.poll(async () => euros(await toPay.textContent())).toBe(rest);
    await expect(day.getByRole('status')).toContainText('Con i buoni paghi 14,00');
    // The new screens at both widths: a provider in use, the others' sign-in forms.
    await expectNoAxeViolations(page);

    const payButton = await goToProvider(page);
    expect(euros(await payButton.textContent())).toBe(rest);
    await payButton.click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');

    // The two vouchers are spent: the balance, on the payment page of the next cart (an empty
    // cart has no payment page).
    await fillCart(page, { count: 1 });
    await page.goto('/payment');
    await expect(
      page
        .getByRole('region', { name: 'Buoni pasto' })
        .getByRole('listitem')
        .filter({ hasText: 'Day' })
        .getByText(/^Saldo 56,00\s€ · 8 buoni da 7,00\s€$/),
    ).toBeVisible();
  });

  test("Edenred's page refuses the sign-in, then signs in and out", async ({ page }) => {
    const vouchers = await goToPayment(page);
    const edenred = vouchers.getByRole('listitem').filter({ hasText: 'Edenred' });
    await edenred.getByRole('button', { name: /^Accedi a .*Edenred/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Accedi a .*Edenred/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Simula accesso negato' }).click();
    await expect(page).toHaveURL(/\/payment\?meal_ticket_login=denied$/);
    await expect(
      page.getByRole('region', { name: 'Buoni pasto' }).getByRole('alert'),
    ).toContainText('non ha autorizzato l’accesso');
    await expect(edenred.getByText('Non collegato')).toBeVisible();

    await edenred.getByRole('button', { name: /^Accedi a .*Edenred/ }).click();
    await page.getByRole('button', { name: 'Accedi e autorizza' }).click();
    await expect(page).toHaveURL(/\/payment\?meal_ticket_login=ok$/);
    await expect(edenred.getByText('Collegato', { exact: true })).toBeVisible();
    await expect(edenred.getByText(/^Saldo 64,00\s€/)).toBeVisible();

    await edenred.getByRole('button', { name: /^Esci da .*Edenred/ }).click();
    await expect(edenred.getByText('Non collegato')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Riepilogo' }).getByText(/Buoni pasto/),
    ).toHaveCount(0);
  });
});
