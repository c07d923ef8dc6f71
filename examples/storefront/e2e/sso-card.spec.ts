import { expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { VIEWPORTS, test } from './support';

/** Signs in on the support page and browses as Mario, as a support operator does. */
async function browseAsMario(page: Page) {
  await page.goto('/sso');
  await page.getByLabel('Utente').fill('supporto');
  await page.getByLabel('Password').fill('Supporto2026!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('button', { name: 'Naviga come Mario' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('the single-sign-on card', () => {
  test('shows who the operator browses as; Refresh drops the filters, Esci ends it', async ({
    page,
  }) => {
    await browseAsMario(page);
    const card = page.getByRole('region', { name: /Sei loggato come/ });
    await expect(card).toContainText('mario.rossi@example.it');

    await page.goto('/search?q=latte&sort=price');
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Esci' }).click();
    await expect(card).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`has no axe violations on the ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await browseAsMario(page);
      await expect(page.getByRole('region', { name: /Sei loggato come/ })).toBeVisible();
      expect(await axeViolations(page, { include: 'section[aria-labelledby]' })).toEqual([]);
    });
  }
});
