import { expect, type Page } from '@playwright/test';

import { DESKTOP, buyableProducts, emptyCart, signedInAs, test } from './support';

/**
 * Holds the app's scripts until `release` is called: the page shows the server's HTML, and the
 * shopper can use it before the app is live (a slow phone, a slow network).
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a shopper who acts before the page is live', () => {
  test('a sign-up sent before the app is live never puts the fields in the address; it is sent once live', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const release = await holdScripts(page);
    const navigation = page.goto('/registrati');
    const submit = page.getByRole('button', { name: 'Crea l’account' });
    await expect(submit).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', /.*/);

    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Segreta2026!');
    const privacy = page.getByRole('checkbox', { name: /informativa privacy/ });
    await privacy.check();
    // Before: the browser sent the form itself, `/registrati?…&password=Segreta2026!`.
    await submit.click();

    release();
    await navigation;
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    // The held submit is sent once live: the empty fields say so, the address is unchanged.
    await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
    // What was typed before is kept.
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      'Segreta2026!',
    );
    await expect(privacy).toBeChecked();
    await expect(
      page.getByText('Per registrarti devi accettare l’informativa privacy'),
    ).toBeHidden();
    // Only the required fields left empty are in error: Cognome and E-mail.
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);
    expect(new URL(page.url()).pathname).toBe('/registrati');
    expect(new URL(page.url()).search).toBe('');
    expect(documents.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/registrati',
    ]);
  });

  test('the search box works before the app is live: it is a real form to /search', async ({
    page,
  }) => {
    await holdScripts(page);
    void page.goto('/').catch(() => undefined);
    const box = page.getByRole('searchbox', { name: 'Cerca prodotti' });
    await box.fill('mele');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mele$/);
  });

  test('the page is live only once its footer is: the newsletter form then checks the e-mail itself', async ({
    page,
  }) => {
    // The footer's code is a chunk of its own, hydrated apart; here it comes late.
    await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Iscriviti' }).click();
    // Before: the server's form was sent, to the Communication page without an e-mail.
    await expect(footer.getByText('Campo obbligatorio')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('a signed-in shopper who taps before the page is live', () => {
  test.use({ storageState: signedInAs('mario'), viewport: DESKTOP });

  test('a tap on "Aggiungi al carrello" before the app is live adds the product once live', async ({
    page,
  }) => {
    await emptyCart(page);
    const [product] = await buyableProducts(page, 1);
    const release = await holdScripts(page);
    const navigation = page.goto(`/product/${product!.slug}`);
    const add = page.getByRole('button', { name: `Aggiungi al carrello: ${product!.name}` });
    await add.click();
    // A tapped button is kept once, however many times it is tapped.
    await add.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', /.*/);

    release();
    await navigation;
    const quantity = page.getByRole('group', { name: `Quantità di ${product!.name}` });
    await expect(quantity).toContainText('1');
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodotto/ })).toBeVisible();
  });

  test('the category menu opened with the keyboard before the app is live opens once live', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const navigation = page.goto('/');
    // With the keyboard: a key on a focused button is a tap too.
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).focus();
    await page.keyboard.press('Enter');
    release();
    await navigation;
    await expect(page.getByRole('dialog', { name: /Categorie/ })).toBeVisible();
  });
});
