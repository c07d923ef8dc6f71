import { expect, type Page } from '@playwright/test';

import { readFileSync } from 'node:fs';

import { DESKTOP, PHONE, signedInAs, test } from './support';
import { axeViolations } from './axe';

const box = (page: Page) => page.getByRole('combobox', { name: 'Cerca prodotti' });

/** Searches `text` from the header's box, as a shopper types it. */
async function search(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Risultati per “${text}”`);
}

/** The recent searches listed ("Ricerche"), newest first. */
async function listed(page: Page): Promise<string[]> {
  const group = page.getByRole('group', { name: 'Ricerche' });
  if (!(await group.isVisible())) return [];
  return group
    .getByRole('option')
    .filter({ hasNotText: /^(Copia|Elimina)/ })
    .evaluateAll((options) =>
      options
        .filter((option) => !option.getAttribute('aria-label'))
        .map((option) => option.textContent?.trim() ?? ''),
    );
}

/** Moves the focus to the empty box with the keyboard (Tab from the page's top). */
async function tabToBox(page: Page) {
  await page.locator('body').focus();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await box(page).evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error('The search box is not reachable by Tab');
}

test.describe('recent searches', () => {
  test('show when the empty box gets the focus, filtered by what is typed', async ({ page }) => {
    test.setTimeout(90_000);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await search(page, 'latte');
      await search(page, 'pasta');
      await page.goto('/');
      await expect(box(page)).toHaveValue('');
      await tabToBox(page);
      await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => listed(page)).toEqual(['pasta', 'latte']);
      expect(await axeViolations(page)).toEqual([]);
      // Only those containing what is typed (suggestions start after 3 characters).
      await page.keyboard.type('pa');
      await expect.poll(() => listed(page)).toEqual(['pasta']);
      await page.keyboard.press('Escape');
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('each shopper of a device sees only their own', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await search(page, 'birra');

    // Mario signs in on the same browser: the visitor's search is not his.
    const mario = JSON.parse(readFileSync(signedInAs('mario'), 'utf8')) as {
      cookies: Parameters<typeof context.addCookies>[0];
      origins: { localStorage: { name: string; value: string }[] }[];
    };
    await context.addCookies(mario.cookies);
    const items = mario.origins.flatMap((origin) => origin.localStorage);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
    await page.goto('/');
    await search(page, 'caffè');
    await page.goto('/');
    await tabToBox(page);
    await expect.poll(() => listed(page)).toEqual(['caffè']);
    await page.keyboard.press('Escape');

    // Signed out again, the device's visitor finds their own search, not Mario's.
    await context.clearCookies();
    await page.evaluate(
      (names) => names.forEach((name) => localStorage.removeItem(name)),
      items.map((item) => item.name),
    );
    await page.goto('/');
    await tabToBox(page);
    await expect.poll(() => listed(page)).toEqual(['birra']);
  });
});
