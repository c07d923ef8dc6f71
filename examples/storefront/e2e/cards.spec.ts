import { expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { VIEWPORTS, removeSavedCard, signedInAs, test } from './support';

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

    await openProviderPage(page);
    await page.getByLabel('Titolare della carta').fill('Mario Rossi');
    await page.getByLabel('Numero della carta').fill('5555 5555 5555 4444');
    await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
    await page.getByRole('button', { name: 'Salva la carta' }).click();

    await expect(page).toHaveURL(/\/profile\/payment-method$/);
    await expect(page.getByText('La nuova carta è stata salvata.')).toBeVisible();
    const added = page.getByRole('heading', { level: 2, name: 'Mastercard ****4444' });
    await expect(added).toBeVisible();

    await removeSavedCard(page, 'Mastercard ****4444');
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
