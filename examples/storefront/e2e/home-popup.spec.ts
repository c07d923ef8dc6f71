import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, openWelcomePopup, test } from './support';

test.describe('the Home page’s additional_param', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows the popup it names and forgets it once closed at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const popup = await openWelcomePopup(page);
      await expect(popup).toContainText('Registrati e ricevi la consegna gratuita');
      expect(await axeViolations(page)).toEqual([]);
      await popup.getByRole('button', { name: 'Chiudi' }).click();
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Offerte della settimana' }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('shows nothing for a code that is not a popup', async ({ page }) => {
    await page.goto('/?additional_param=sconosciuto');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Offerte della settimana' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
