import { expect } from '@playwright/test';

import { DESKTOP, PHONE, test } from './support';

// The header's search box shows the search of the page the shopper is on: the query of
// /search?q=… on arrival, after back and forward and after a new search; another page, an
// empty box.
test.describe('the header search follows the address', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`shows the query of the search page (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
      const heading = page.getByRole('heading', { level: 1 });

      await page.goto('/search?q=latte');
      await expect(heading).toHaveText('Risultati per “latte”');
      await expect(box).toHaveValue('latte');

      await box.fill('yogurt');
      await box.press('Enter');
      await expect(heading).toHaveText('Risultati per “yogurt”');
      await expect(box).toHaveValue('yogurt');

      await page.goBack();
      await expect(heading).toHaveText('Risultati per “latte”');
      await expect(box).toHaveValue('latte');

      await page.goForward();
      await expect(heading).toHaveText('Risultati per “yogurt”');
      await expect(box).toHaveValue('yogurt');

      // A page that is not a search: the box is empty, and back on the search it shows it again.
      const product = page
        .getByRole('list', { name: 'Risultati per yogurt' })
        .getByRole('heading')
        .first()
        .getByRole('link');
      const productName = (await product.textContent())!.trim();
      await product.click();
      await expect(heading).toHaveText(productName);
      await expect(box).toHaveValue('');

      await page.goBack();
      await expect(heading).toHaveText('Risultati per “yogurt”');
      await expect(box).toHaveValue('yogurt');
    });
  }
});
