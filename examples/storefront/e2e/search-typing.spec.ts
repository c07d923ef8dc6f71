import { expect, type Request } from '@playwright/test';

import { DESKTOP, PHONE, test } from './support';

/** Whether a request asks the suggestions for exactly `text`. */
function asksSuggestionsFor(text: string) {
  return (request: Request) => {
    const url = new URL(request.url());
    return url.pathname === '/ebsn/api/suggestion/search' && url.searchParams.get('q') === text;
  };
}

// The header search is typed at full speed (no delay between keys): no character may be lost,
// whether suggestions are on screen or arriving while the shopper types.
test.describe('typing fast in the header search', () => {
  test('keeps every character while the suggestions come and go', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.click();

    await page.keyboard.type('latte');
    await expect(box).toHaveValue('latte');
    // docs/requirements/app-shell.md: more than 3 characters bring the suggestions.
    const terms = page.getByRole('group', { name: 'Suggerimenti' });
    await expect(terms.getByRole('option').first()).toContainText('latte');
    await expect(page.getByRole('group', { name: 'Categorie' })).toBeVisible();

    const asked = page.waitForRequest(asksSuggestionsFor('latte fresco'));
    await page.keyboard.type(' fresco');
    await expect(box).toHaveValue('latte fresco');
    // The debounced question carries the whole text, and the listbox stays open under it.
    await asked;
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveValue('latte fresco');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latte\+fresco$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Risultati per “latte fresco”',
    );
  });

  test('keeps a whole phrase typed in one go on a phone, then shows its suggestions', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.click();

    const asked = page.waitForRequest(asksSuggestionsFor('latte fresco'));
    await page.keyboard.type('latte fresco');
    await expect(box).toHaveValue('latte fresco');
    await asked;

    await page.keyboard.press('Control+A');
    await page.keyboard.type('yogurt');
    await expect(box).toHaveValue('yogurt');
    await expect(
      page.getByRole('group', { name: 'Suggerimenti' }).getByRole('option').first(),
    ).toContainText('yogurt');
    await expect(box).toHaveValue('yogurt');
  });
});
