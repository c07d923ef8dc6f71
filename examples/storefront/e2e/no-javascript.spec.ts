import { expect } from '@playwright/test';

import { DESKTOP, test } from './support';

// Issue 16: every public page is real HTML. A shopper (or a crawler) without JavaScript reads the
// pages the server renders, follows their links and searches with the header's GET form.
test.use({ javaScriptEnabled: false, viewport: DESKTOP });

test.describe('without JavaScript', () => {
  test('browses home, a department, a product and a search', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    const departments = page.getByRole('region', { name: 'Reparti' });
    const department = departments.getByRole('link').first();
    const departmentName = (await department.textContent())!.trim();
    await department.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(departmentName);
    const grid = page.getByRole('list', { name: `Prodotti di ${departmentName}` });
    await expect(grid.getByRole('listitem').first()).toBeVisible();

    const product = grid.getByRole('heading', { level: 2 }).first();
    const productName = (await product.textContent())!.trim();
    await product.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Cerca prodotti' });
    await box.fill('latte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “latte”');
    await expect(
      page.getByRole('list', { name: 'Risultati per latte' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('answers an unknown product with the not-found page and a 404', async ({ page }) => {
    const answer = await page.goto('/product/non-esiste-questo-prodotto');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  });
});
