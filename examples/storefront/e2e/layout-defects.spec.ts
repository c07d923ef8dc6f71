import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, fillCart, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

test.describe('the layout a shopper meets', () => {
  test.beforeEach(async ({ page }) => {
    await fillCart(page, { quantity: 2 });
  });

  test('the phone header is at most 100 px tall, with the cart total and a wide search', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Carrello, 1 prodotto/ });
    await expect(cart).toBeVisible();
    // The cart button shows the total in euro, visibly (not only in its accessible name).
    await expect(cart).toContainText(/\d+,\d{2}\s€/);
    await expect(page.getByRole('combobox').first()).toBeVisible();
    // The search box (the field with its scan and search buttons) keeps most of the row: the
    // time-slot button beside it is an icon, named by its label ("Scegli data e ora" or the
    // chosen slot), a 44 px target.
    const search = await page.getByRole('search', { name: 'Cerca prodotti' }).boundingBox();
    expect(search!.width).toBeGreaterThanOrEqual(PHONE.width * 0.7);
    const slot = page.locator('header [data-part="time-slot"]');
    await expect(slot).toBeVisible();
    await expect(slot).toHaveAccessibleName(/^(Scegli data e ora|\S.*\d{2}:\d{2}-\d{2}:\d{2})$/);
    const slotBox = await slot.boundingBox();
    expect(slotBox!.width).toBeGreaterThanOrEqual(44);
    expect(slotBox!.height).toBeGreaterThanOrEqual(44);
    const header = await page.locator('header').first().boundingBox();
    expect(header!.height).toBeLessThanOrEqual(100);
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the checkout headings go h1, h2, h3 without gaps at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Prodotti' })).toBeVisible();
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let index = 1; index < levels.length; index += 1)
        expect(levels[index]! - levels[index - 1]!, `headings ${levels.join(', ')}`).toBeLessThan(
          2,
        );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('back to a long list comes back where the shopper left it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=pasta');
    const list = page.getByRole('list', { name: 'Risultati per pasta' });
    await expect(list.getByRole('listitem').nth(11)).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // The seeded catalogue gives a list long enough to leave 1,500 px above the screen.
    expect(height).toBeGreaterThan(2_600);
    await page.evaluate(() => window.scrollTo(0, 1_500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1_500);
    // The product on screen at 1,500 px.
    const link = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href*="/product/"]')];
      return links
        .find((candidate) => candidate.getBoundingClientRect().top > 80)
        ?.getAttribute('href');
    });
    expect(link).toBeTruthy();
    await page.locator(`main a[href="${link}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(link!.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=pasta$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 8_000 }).toBe(1_500);
  });
});
