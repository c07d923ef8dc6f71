import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

import { DESKTOP, PHONE, buyableProducts, emptyCart, signedInAs, appTest as test } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.use({ storageState: signedInAs('mario') });

test.describe('shopping lists', () => {
  test('creates a list from a product page, renames it, changes and removes items, adds all to the cart', async ({
    page,
  }) => {
    const name = `Grigliata ${Date.now() % 100_000}`;
    const [first, second] = await buyableProducts(page, 2);
    await emptyCart(page);

    await page.goto(`/product/${first!.slug}`);
    await page.getByRole('button', { name: `Aggiungi a una lista: ${first!.name}` }).click();
    const picker = page.getByRole('dialog', { name: 'Aggiungi a una lista' });
    await picker.getByRole('radio', { name: 'Nuova lista' }).check();
    // An empty name is refused before anything is sent.
    await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await expect(picker.getByText('Campo obbligatorio')).toBeVisible();
    await picker.getByRole('textbox', { name: /Nome della nuova lista/ }).fill(name);
    await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `alla lista «${name}»` })).toHaveCount(
      1,
    );

    // The second product goes to the same, now existing, list.
    await page.goto(`/product/${second!.slug}`);
    await page.getByRole('button', { name: `Aggiungi a una lista: ${second!.name}` }).click();
    await picker.getByRole('radio', { name: new RegExp(name) }).check();
    await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await expect(picker).toBeHidden();

    await page.goto('/profile/lists');
    const renamed = `${name} estiva`;
    await page.getByRole('button', { name: `Rinomina ${name}` }).click();
    await page.getByRole('textbox', { name: new RegExp(`Nuovo nome di «${name}»`) }).fill(renamed);
    await page.getByRole('button', { name: 'Salva nome' }).click();
    const card = page.getByRole('listitem').filter({ hasText: renamed });
    await expect(card).toContainText('2 prodotti');
    await card.getByRole('link', { name: renamed }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    const items = page.getByRole('list', { name: 'Prodotti della lista' });
    const firstItem = items.getByRole('listitem').filter({ hasText: first!.name });
    await firstItem.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(firstItem.getByText('2', { exact: true })).toBeVisible();
    await items.getByRole('button', { name: `Rimuovi ${second!.name}` }).click();
    await expect(items.getByRole('listitem').filter({ hasText: second!.name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '1 prodotto aggiunto al carrello.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodott/ })).toBeVisible();

    await page.getByRole('button', { name: 'Elimina lista' }).click();
    await page
      .getByRole('alertdialog', { name: 'Eliminare la lista?' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await expect(page).toHaveURL(/\/profile\/lists$/);
    await expect(page.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    await emptyCart(page);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/profile/lists');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le mie liste');
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    });
  }
});
