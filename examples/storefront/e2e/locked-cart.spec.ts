import { expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, fillCart, goToProvider, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

/** Starts paying, then leaves the provider's page without paying: the cart stays locked. */
async function interruptPayment(page: Page): Promise<string> {
  // A product sold by the piece (fillCart leaves out weighed goods, with their weight control).
  const [product] = await fillCart(page, { delivery: true });
  await page.goto('/payment');
  await goToProvider(page);
  await page.goto('/checkout');
  return product!.name;
}

test.describe('a cart locked by an interrupted payment', () => {
  test('says so on the checkout and pays on "Riprova il pagamento"', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const name = await interruptPayment(page);
    const notice = page.getByRole('region', { name: 'Pagamento non completato' });
    await expect(notice).toBeVisible();
    // The lines are shown but cannot be changed while the cart is locked.
    const quantity = page.getByRole('group', { name: `Quantità di ${name}` });
    await expect(quantity.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Riprova il pagamento' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento');
    await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
    await page.getByRole('button', { name: 'Concludi ordine' }).click();
    await page.getByRole('button', { name: /^Paga [\d.,]+ €$/ }).click();
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByText('completato')).toBeVisible();
  });

  test('is unlocked and edited with "Modifica l’ordine"', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const name = await interruptPayment(page);
    const notice = page.getByRole('region', { name: 'Pagamento non completato' });
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Modifica l’ordine' }).click();
    await expect(page.getByText('Carrello sbloccato: ora puoi modificare l’ordine')).toBeVisible();
    await expect(notice).toBeHidden();
    const quantity = page.getByRole('group', { name: `Quantità di ${name}` });
    await quantity.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(quantity).toContainText('2');
    await expect(page.getByText(/bloccato per il pagamento/)).toBeHidden();
  });

  test('is given up with "Annulla" after a confirmation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await interruptPayment(page);
    const notice = page.getByRole('region', { name: 'Pagamento non completato' });
    await notice.getByRole('button', { name: 'Annulla', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Annullare il pagamento?' });
    // Two different answers, never "Annulla" beside "Annulla il pagamento".
    await expect(confirm.getByRole('button', { name: 'Torna indietro' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Annulla', exact: true })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Annulla il pagamento' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Pagamento annullato')).toBeVisible();
    // The cart is open again: the drawer has no notice.
    await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Pagamento non completato' })).toBeHidden();
  });
});
