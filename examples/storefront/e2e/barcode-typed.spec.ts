import { expect } from '@playwright/test';

import {
  expectSearchResult,
  openScanner,
  productWithEan13,
  wrongCheckDigit,
} from './barcode-support';
import { axeViolations } from './axe';
import { DESKTOP, PHONE, test } from './support';

// The suite's Chromium has no camera: the scan dialog offers the typed code.
test.describe('without a camera', () => {
  test('takes the typed code, says what is wrong with it, and searches it', async ({
    page,
  }, testInfo) => {
    const product = await productWithEan13(page);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toContainText('scrivi il codice');
    const field = dialog.getByRole('textbox', { name: 'Scrivi il codice a barre' });
    await expect(field).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('scan-dialog-390.png') });

    await dialog.getByRole('button', { name: 'Cerca il codice' }).click();
    await expect(dialog.getByText('Scrivi il codice a barre.')).toBeVisible();
    await field.fill(wrongCheckDigit(product.barcode));
    await field.press('Enter');
    await expect(
      dialog.getByText('Il codice a barre non è valido: controlla le cifre.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(product.barcode);
    await field.press('Enter');
    await expectSearchResult(page, product);
  });

  test('closes with Escape and gives the focus back to the scan button', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toContainText('scrivi il codice');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Scansiona codice a barre' }).first(),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations in the dialog at ${viewport.width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const dialog = await openScanner(page);
      await expect(dialog.getByRole('status')).toContainText('scrivi il codice');
      await page.screenshot({ path: testInfo.outputPath(`scan-dialog-${viewport.width}.png`) });
      expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    });
  }
});
