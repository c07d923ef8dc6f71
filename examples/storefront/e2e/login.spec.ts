import { expect } from '@playwright/test';

import { MARIO, test } from './support';

test.describe('sign-in', () => {
  test('sends a visitor to sign-in and back to the protected page', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await page.getByRole('main').getByLabel('Password').fill(MARIO.password);
    await page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il tuo carrello');
  });

  test('never returns to another site after sign-in', async ({ page }) => {
    await page.goto('/login?redirect=//evil.example/phish');
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await page.getByRole('main').getByLabel('Password').fill(MARIO.password);
    await page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('asks for both fields before sending, from the first one', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Accedi', exact: true }).click();
    const email = main.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toBeFocused();
    await expect(main.getByText('Campo obbligatorio')).toHaveCount(2);
    // A field's message goes as soon as it is filled in; nothing is sent until both are.
    await email.fill(MARIO.login);
    await expect(main.getByText('Campo obbligatorio')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the server’s message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await page.getByRole('main').getByLabel('Password').fill('sbagliata');
    await page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login$/);
  });
});
