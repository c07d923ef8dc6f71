import { expect } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  buyableProducts,
  emptyCart,
  fillCart,
  openHomeDelivery,
  signedInAs,
  test,
} from './support';

test.use({ storageState: signedInAs('mario') });

test.describe('the cart', () => {
  test.beforeEach(async ({ page }) => {
    await emptyCart(page);
  });

  test('changes and removes items in the cart drawer', async ({ page }) => {
    const [product] = await fillCart(page, { quantity: 2 });
    const name = product!.name;
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(drawer.getByText(name)).toBeVisible();
    const quantity = drawer.getByRole('group', { name: `Quantità di ${name}` });
    await expect(quantity).toContainText('2');
    await quantity.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(quantity).toContainText('3');
    await drawer.getByRole('button', { name: `Rimuovi ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Rimuovere il prodotto?' });
    await confirm.getByRole('button', { name: 'Rimuovi', exact: true }).click();
    await expect(drawer.getByText(name)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Carrello, nessun prodotto/ })).toBeVisible();
  });

  test('opens the checkout from the cart button on a phone', async ({ page }) => {
    await fillCart(page);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il tuo carrello');
  });

  test('chooses a home-delivery address and a time slot from the checkout', async ({ page }) => {
    await fillCart(page);
    await page.setViewportSize(DESKTOP);
    const dialog = await openHomeDelivery(page);
    await dialog
      .getByRole('group', { name: 'Indirizzo di consegna' })
      .getByRole('radio')
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Conferma indirizzo' }).click();
    const slots = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
    await slots.getByRole('radio', { disabled: false }).first().check();
    await slots.getByRole('button', { name: 'Conferma fascia oraria' }).click();
    await expect(slots).toBeHidden();
    await expect(page.getByText('Nessuna fascia oraria scelta')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Concludi ordine' })).toBeEnabled();
  });

  test('shows an empty cart with a way back to the shop', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Concludi ordine' })).toBeDisabled();
    await page.getByRole('link', { name: 'Inizia la spesa' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('picks up the shopping at a store chosen from the cards of the dialog', async ({ page }) => {
    await fillCart(page);
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    await page
      .getByRole('button', { name: /^(Scegli indirizzo|Cambia indirizzo)$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
    await dialog.getByRole('radio', { name: /Ritiro in negozio/ }).check();
    const store = dialog
      .getByRole('group', { name: 'Negozio di ritiro' })
      .getByRole('radio')
      .nth(1);
    await store.check();
    // The radio is named by its card: the store's name is the card's first line.
    const storeName = (await store.locator('..').innerText()).split('\n')[0]!.trim();
    await dialog.getByRole('button', { name: 'Conferma indirizzo' }).click();
    const slots = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
    await expect(slots.getByRole('tablist', { name: 'Giorni di consegna' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slots).toBeHidden();
    const card = page.getByRole('region', { name: 'Ritiro presso' });
    await expect(card).toContainText(storeName);
    await expect(card.getByRole('button', { name: 'Cambia indirizzo' })).toBeVisible();
  });

  test('the checkout with a held time slot is server-rendered and hydrates unchanged', async ({
    page,
  }) => {
    // The `test` fixture fails the test on a hydration error: the countdown once rendered the
    // server's clock, which the browser's first render did not match (React #418).
    const [product] = await fillCart(page, { delivery: true });
    const held = await page.request.post('/ebsn/api/order/reserve-time?reserveTime=30', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(held.ok()).toBe(true);
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/checkout');
    // The cart's lines are in the server's HTML: the page is hydrated, not rendered anew.
    expect(await response!.text()).toContain(product!.name);
    await expect(
      page.getByRole('region', { name: /Fascia oraria riservata per te ancora/ }),
    ).toContainText(/ancora (30:00|29:\d\d) minuti/);
    await expect(page.getByRole('button', { name: 'Concludi ordine' })).toBeEnabled();
  });

  test('keeps the keyboard on the product page cart control from "Aggiungi" to − and +', async ({
    page,
  }) => {
    const [product] = await buyableProducts(page, 1);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/product/${product!.slug}`);
    const add = page.getByRole('button', { name: `Aggiungi al carrello: ${product!.name}` });
    await add.focus();
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('group', { name: `Quantità di ${product!.name}` });
    const increase = quantity.getByRole('button', { name: 'Aumenta quantità' });
    await expect(increase).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity).toContainText('2');
    await expect(increase).toBeFocused();
  });
});
