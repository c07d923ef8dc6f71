import { expect, type Locator } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, api, fillCart, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

/**
 * Checks a free slot other than the chosen one in the slot dialog, day after day: late in the
 * day, today may have no other slot left.
 */
async function checkAnotherSlot(slots: Locator) {
  const days = slots.getByRole('tab');
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  for (let day = 0; day < count; day += 1) {
    await days.nth(day).click();
    const panel = slots.getByRole('tabpanel', {
      name: (await days.nth(day).getAttribute('aria-label')) ?? '',
    });
    await expect(panel.getByRole('radio').first()).toBeVisible();
    const free = panel.getByRole('radio', { disabled: false, checked: false });
    if ((await free.count()) > 0) return free.first().check();
  }
  throw new Error('The slot dialog offers no other free slot');
}

test.describe('the held time slot', () => {
  test.beforeEach(async ({ page }) => {
    // A fresh choice of slot: the storefront holds it as soon as it sees it.
    await fillCart(page, { delivery: true });
    await page.clock.install();
  });

  test('counts down, warns, is kept longer, then lapses back to the slot choice', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    const timer = page.getByRole('region', { name: /Fascia oraria riservata per te ancora/ });
    // The hold started when the slot was chosen, in real time: on a busy machine a minute or two
    // may pass before the page reads it. It counts down from 30 minutes.
    const nearlyThirty = /ancora (30:00|2[5-9]:\d\d) minuti/;
    await expect(timer).toContainText(nearlyThirty);
    expect(await axeViolations(page)).toEqual([]);

    // 26 minutes later: the warning, and the slot kept for 30 more minutes.
    await page.clock.fastForward('26:00');
    await expect(page.getByText('La fascia oraria sta per scadere')).toBeVisible();
    const kept = page.waitForResponse((response) =>
      response.url().includes('/ebsn/api/order/reserve-time'),
    );
    await page.getByRole('button', { name: 'Tieni la fascia altri 30 minuti' }).click();
    expect((await kept).ok()).toBe(true);
    // The server's new hold runs from its own clock (real time): the page's clock goes back to it.
    await page.clock.setSystemTime(Date.now());
    await expect(timer).toContainText(nearlyThirty);
    await expect(page.getByText('La fascia oraria sta per scadere')).toBeHidden();

    // Past its end: the page says so and leads back to the slot choice.
    await page.clock.fastForward('31:00');
    await expect(page.getByText('La fascia oraria non è più riservata.')).toBeVisible();
    await page.getByRole('button', { name: 'Scegli la fascia oraria' }).click();
    await expect(page.getByRole('dialog', { name: /fascia oraria|Scegli/ })).toBeVisible();
  });

  test('a slot chosen instead of one nearly lapsed is held for a full 30 minutes', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/checkout');
    const timer = page.getByRole('region', { name: /Fascia oraria riservata per te ancora/ });
    await expect(timer).toBeVisible();
    // Late in the hold: 3 minutes of it are left (on the server's clock as on the page's).
    const shortened = await page.request.post('/ebsn/api/order/reserve-time?reserveTime=3', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(shortened.ok()).toBe(true);
    await page.reload();
    await expect(timer).toContainText(/ancora [23]:\d\d minuti/);
    await expect(page.getByText('La fascia oraria sta per scadere')).toBeVisible();
    const before = await api<{ timeslot: { timeslotId: number } }>(page, 'GET', 'cart/view');

    // Another slot: it is held afresh, not for what was left of the previous slot's hold.
    await page
      .getByRole('region', { name: 'Data e ora' })
      .getByRole('button', { name: /Cambia|Scegli/ })
      .click();
    const slots = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
    await checkAnotherSlot(slots);
    const changedAt = Date.now();
    await slots.getByRole('button', { name: 'Conferma fascia oraria' }).click();
    await expect(slots).toBeHidden();
    await expect(timer).toContainText(/ancora (30:00|29:\d\d) minuti/);
    await expect(page.getByText('La fascia oraria sta per scadere')).toBeHidden();
    const after = await api<{
      timeslot: { timeslotId: number };
      cartInfos: { TIMESLOT_RESERVED_UNTIL?: string };
    }>(page, 'GET', 'cart/view');
    expect(after.timeslot.timeslotId).not.toBe(before.timeslot.timeslotId);
    expect(Date.parse(after.cartInfos.TIMESLOT_RESERVED_UNTIL!)).toBeGreaterThanOrEqual(
      changedAt + 30 * 60_000 - 1_000,
    );
  });

  test('shows the countdown in the cart drawer at 1440 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(
      drawer.getByRole('region', { name: /Fascia oraria riservata per te ancora/ }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
