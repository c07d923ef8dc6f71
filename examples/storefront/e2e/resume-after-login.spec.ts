import { expect } from '@playwright/test';

import { MARIO, emptyCart, signedInAs, test } from './support';

test.describe('an anonymous "Aggiungi"', () => {
  test('adds the product once the shopper has signed in, then opens the address step', async ({
    browser,
    page,
  }) => {
    // Mario's cart starts empty, so the product found there afterwards is the resumed add.
    const mario = await browser.newContext({ storageState: signedInAs('mario') });
    await emptyCart(await mario.newPage());
    await mario.close();

    await page.goto('/search?q=latte');
    const add = page.getByRole('button', { name: /^Aggiungi al carrello: / }).first();
    const label = (await add.getAttribute('aria-label')) ?? (await add.innerText());
    const productName = label.replace(/^Aggiungi al carrello: /, '');
    await add.click();

    await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch%3Fq%3Dlatte$/);
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await page.getByRole('main').getByLabel('Password').fill(MARIO.password);
    await page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true }).click();

    await expect(page).toHaveURL(/\/search\?q=latte$/);
    await expect(page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' })).toBeVisible();
    const response = await page.request.get('/ebsn/api/cart/view', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const cart = (await response.json()) as {
      data: { cartItems: { quantity: number; product: { name: string } }[] };
    };
    expect(cart.data.cartItems.map((item) => [item.product.name, item.quantity])).toEqual([
      [productName, 1],
    ]);
    await emptyCart(page);
  });
});
