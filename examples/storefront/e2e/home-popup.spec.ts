import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

import { DESKTOP, PHONE, test } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe('the Home page’s additional_param', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows the popup it names and forgets it once closed at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/?additional_param=benvenuto');
      const popup = page.getByRole('dialog', { name: 'Benvenuto su Carrello' });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('Registrati e ricevi la consegna gratuita');
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
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
