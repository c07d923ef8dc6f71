import { expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import {
  MASTERCARD,
  VIEWPORTS,
  removeSavedCard,
  saveCardWithProvider,
  signedInAs,
  test,
} from './support';

test.use({ storageState: signedInAs('mario') });

async function openProviderPage(page: Page) {
  await page.goto('/profile/payment-method');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Aggiungi una carta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salva una carta' })).toBeVisible();
}

test.describe('saved cards', () => {
  test('lists the card saved for the card payment, adds one through the provider and deletes it', async ({
    page,
  }) => {
    await page.goto('/profile/payment-method');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 2, name: 'Visa ****4242' })).toBeVisible();
    await expect(page.getByText('Non hai carte salvate')).toBeHidden();

    await saveCardWithProvider(page, { holder: 'Mario Rossi', expiry: '12/39' });

    await removeSavedCard(page, MASTERCARD.name);
    await expect(page.getByRole('heading', { level: 2, name: 'Visa ****4242' })).toBeVisible();
  });

  test('says so when the shopper gives up on the provider page', async ({ page }) => {
    await openProviderPage(page);
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page).toHaveURL(/\/profile\/payment-method$/);
    await expect(page.getByRole('alert')).toContainText('La carta non è stata salvata');
  });

  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`has no axe violations on the ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/profile/payment-method');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: 'Aggiungi una carta' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
