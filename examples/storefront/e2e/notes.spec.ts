import { expect } from '@playwright/test';

import { DESKTOP, PHONE, fillCart, signedInAs, test } from './support';
import { axeViolations } from './axe';

test.use({ storageState: signedInAs('mario') });

test.describe('notes and emptying the cart', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.post('/ebsn/api/cart/set-cart-info', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { property: 'order_comment', value: '' },
    });
  });

  test('saves an order note and a note for the department as typed', async ({ page }) => {
    const [product] = await fillCart(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/checkout');

    const orderNote = page.getByRole('textbox', { name: 'Note per l’ordine' });
    await orderNote.fill('Citofono Rossi, terzo piano');
    await expect(page.getByRole('status').filter({ hasText: 'Salvata' })).toBeVisible();

    await page.getByRole('button', { name: 'Note per il reparto' }).click();
    const itemNote = page.getByRole('textbox', { name: `Note per il reparto: ${product!.name}` });
    await itemNote.fill('Fette sottili');
    await expect(page.getByRole('status').filter({ hasText: 'Salvata' })).toHaveCount(2);

    // Both notes come back from the server after a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Note per l’ordine' })).toHaveValue(
      'Citofono Rossi, terzo piano',
    );
    await expect(
      page.getByRole('textbox', { name: `Note per il reparto: ${product!.name}` }),
    ).toHaveValue('Fette sottili');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('empties the cart after a confirmation, at 390 px with the keyboard', async ({ page }) => {
    const products = await fillCart(page, { count: 2 });
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    await expect(page.getByText(products[0]!.name)).toBeVisible();

    await page.getByRole('button', { name: 'Svuota carrello' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Svuotare il carrello?' });
    await expect(confirm).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // "Annulla" keeps everything, and gives the focus back to the button that asked.
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(products[1]!.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Svuota carrello' })).toBeFocused();

    await page.getByRole('button', { name: 'Svuota carrello' }).click();
    await page
      .getByRole('alertdialog', { name: 'Svuotare il carrello?' })
      .getByRole('button', { name: 'Svuota', exact: true })
      .click();
    // "Svuota carrello" has gone with the lines: the focus goes to the heading that says what
    // happened, not to <body> (where the next Tab would start from the top of the page).
    const emptied = page.getByRole('heading', { name: 'Il carrello è vuoto' });
    await expect(emptied).toBeVisible();
    await expect(emptied).toBeFocused();
    await expect(page.getByText(products[0]!.name)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});
