import { expect, test } from '@playwright/test';

import { DESKTOP, PHONE, signedInAs } from './support';

test.describe('the shell', () => {
  test('serves the home page in Italian with its heading and title', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
    await expect(page).toHaveTitle('Carrello – la spesa online');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Iscriviti alla newsletter' }),
    ).toBeVisible();
  });

  test('moves the focus to the new page heading, sets the title and sends a content view', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Accedi' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Accedi – Carrello');
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'content_view', path: '/login', contentName: 'Accedi' }),
    );
  });

  test('shows a clear message and a retry when a page fails to load', async ({ page }) => {
    await page.goto('/');
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina non caricata' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Controlla la connessione e riprova');
    await page.unroute(/\/assets\/login-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: signedInAs('mario') });
    test('removes the card payment secret from the address bar before anything else', async ({
      page,
    }) => {
      await page.goto('/stripe-pay-payment/42/pi_123_secret_abc/18.50/2026-12-01/10:00');
      await expect(page).toHaveURL(/\/stripe-pay-payment\/42$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento con carta');
      const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
      expect(dataLayer).not.toContain('secret');
      await page.goBack();
      expect(page.url()).not.toContain('secret');
    });
  });

  test('closes an open drawer on back navigation and stays on the page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/not-found');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
  });

  test('sends the footer newsletter form to the Communication page with the e-mail', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(footer.getByText('Campo obbligatorio')).toBeVisible();
    await footer.getByRole('textbox', { name: 'E-mail' }).fill('lucia@example.it');
    await footer.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(page).toHaveURL(/\/ricevi-le-comunicazioni\?email=lucia%40example\.it$/);
    await expect(page.getByRole('main').getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'lucia@example.it',
    );
  });
});
