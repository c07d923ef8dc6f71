import { expect, type Locator, type Page } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  addressButton,
  buyableProducts,
  deliveryDialog,
  emptyCart,
  fillCart,
  openAndEscape,
  openCartDrawer,
  signedInAs,
  test,
} from './support';

// What axe cannot see (WCAG 2.2 AA): forced colours, where focus goes after a removal, a dialog
// or a page change, what screen readers hear, an inert page behind a dialog and a busy sign that
// holds still. Each check reads what the browser shows or exposes, never a component's state.

test.use({ storageState: signedInAs('mario') });

/** The colours the browser paints an element with (forced colours resolve to system colours). */
function paint(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      border: style.borderTopColor,
    };
  });
}

async function openSlotDialog(page: Page) {
  await page
    .getByRole('region', { name: 'Data e ora' })
    .getByRole('button', { name: /Cambia|Scegli/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
  await expect(dialog.getByRole('tablist', { name: 'Giorni di consegna' })).toBeVisible();
  return dialog;
}

test.describe('forced colours (Windows High Contrast)', () => {
  test.use({ colorScheme: 'light', forcedColors: 'active', viewport: DESKTOP });

  test('a switch keeps its knob and its on and off states differ', async ({ page }) => {
    await fillCart(page, { delivery: true });
    await page.request.post('/ebsn/api/cart/set-cart-info', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { property: 'need_invoice', value: 'false' },
    });
    await page.goto('/payment');
    const invoice = page.getByRole('switch', { name: 'Ho bisogno della fattura' });
    await expect(invoice).not.toBeChecked();
    const thumb = invoice.locator('[aria-hidden="true"]').first();
    const offTrack = await paint(invoice);
    const offThumb = await paint(thumb);
    // The knob is painted in a colour of its own, not erased into the track.
    expect(offThumb.background).not.toBe(offTrack.background);
    await invoice.click();
    await expect(invoice).toBeChecked();
    const onTrack = await paint(invoice);
    const onThumb = await paint(thumb);
    expect(onThumb.background).not.toBe(onTrack.background);
    // On and off differ in colour, not only in where the knob sits.
    expect(onTrack.background).not.toBe(offTrack.background);
    await invoice.click();
    await expect(invoice).not.toBeChecked();
  });

  test('the chosen day and time slot differ from the others; the dialog has a border', async ({
    page,
  }) => {
    await fillCart(page, { delivery: true });
    await page.goto('/checkout');
    const dialog = await openSlotDialog(page);
    const chosenDay = dialog.getByRole('tab', { selected: true });
    const otherDay = dialog.getByRole('tab', { selected: false }).first();
    expect((await paint(chosenDay)).background).not.toBe((await paint(otherDay)).background);
    const slots = dialog.getByRole('radio');
    const free = dialog.locator('label:has(input[type="radio"]:not(:disabled))');
    await expect(free.first()).toBeVisible();
    await free.first().click();
    await expect(slots.and(page.locator(':checked'))).toHaveCount(1);
    const chosenSlot = dialog.locator('label:has(input:checked)');
    const otherSlot = dialog.locator('label:has(input[type="radio"]:not(:checked))').first();
    expect((await paint(chosenSlot)).background).not.toBe((await paint(otherSlot)).background);
    // Forced colours erase the surface colour and the shadow: a border sets the box off.
    const width = await dialog.evaluate((element) => getComputedStyle(element).borderTopWidth);
    expect(parseFloat(width)).toBeGreaterThan(0);
  });

  test('the cart drawer has a border on its open edge', async ({ page }) => {
    await fillCart(page);
    const drawer = await openCartDrawer(page);
    const width = await drawer.evaluate((element) => getComputedStyle(element).borderLeftWidth);
    expect(parseFloat(width)).toBeGreaterThan(0);
  });
});

test.describe('focus', () => {
  test('after removing a line it goes to the next line, and the removal is announced', async ({
    page,
  }) => {
    const [first, second] = await fillCart(page, { count: 2 });
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    const lines = page.getByRole('list', { name: 'Prodotti nel carrello' });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    const firstLine = lines.getByRole('listitem').filter({ hasText: first!.name });
    await firstLine.getByRole('button', { name: `Rimuovi ${first!.name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Rimuovere il prodotto?' })
      .getByRole('button', { name: 'Rimuovi', exact: true })
      .click();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Rimuovi ${second!.name}` })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'rimosso dal carrello' })).toHaveText(
      `${first!.name} rimosso dal carrello.`,
    );
  });

  test('after removing the last line in the drawer it goes to "Il carrello è vuoto"', async ({
    page,
  }) => {
    const [only] = await fillCart(page, { count: 1 });
    await page.setViewportSize(DESKTOP);
    const drawer = await openCartDrawer(page);
    await drawer.getByRole('button', { name: `Rimuovi ${only!.name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Rimuovere il prodotto?' })
      .getByRole('button', { name: 'Rimuovi', exact: true })
      .click();
    await expect(drawer.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeFocused();
    // The list, and the live region in it, went with the line: the removal is still said.
    await expect(page.getByRole('status').filter({ hasText: 'rimosso dal carrello' })).toHaveText(
      `${only!.name} rimosso dal carrello.`,
    );
  });

  test('the slot dialog opens on the chosen day, not on "Conferma fascia oraria"', async ({
    page,
  }) => {
    await fillCart(page, { delivery: true });
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    const dialog = await openSlotDialog(page);
    await expect(dialog.getByRole('tab', { selected: true })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Conferma fascia oraria' })).not.toBeFocused();
  });

  test('closing the slot dialog, the delivery dialog or the removal question gives the focus back to its button', async ({
    page,
  }) => {
    const [first] = await fillCart(page, { count: 1, delivery: true });
    await page.setViewportSize(DESKTOP);
    await page.goto('/checkout');

    const slot = page
      .getByRole('region', { name: 'Data e ora' })
      .getByRole('button', { name: /Cambia|Scegli/ });
    await openAndEscape(page, slot, page.getByRole('dialog', { name: 'Scegli la fascia oraria' }));
    await expect(slot).toBeFocused();

    const where = addressButton(page);
    await openAndEscape(page, where, deliveryDialog(page));
    await expect(where).toBeFocused();

    const remove = page.getByRole('button', { name: `Rimuovi ${first!.name}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Rimuovere il prodotto?' });
    await question.getByRole('button', { name: 'Annulla' }).click();
    await expect(question).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(
      page.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('listitem'),
    ).toHaveCount(1);
  });

  test('closing the address form goes back to "Aggiungi un indirizzo"', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/profile/addresses');
    const add = page.getByRole('link', { name: 'Aggiungi un indirizzo' });
    await openAndEscape(page, add, page.getByRole('dialog'));
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(add).toBeFocused();
  });

  for (const [device, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    for (const how of ['keyboard', 'pointer'] as const) {
      test(`"Concludi ordine" on /checkout focuses the heading of /payment (${device}, ${how})`, async ({
        page,
      }) => {
        await fillCart(page, { delivery: true });
        await page.setViewportSize(viewport);
        await page.goto('/checkout');
        const checkout = page.getByRole('button', { name: 'Concludi ordine' });
        if (how === 'keyboard') {
          await checkout.focus();
          await page.keyboard.press('Enter');
        } else await checkout.click();
        await expect(page).toHaveURL(/\/payment$/);
        const heading = page.getByRole('heading', { level: 1, name: 'Pagamento' });
        await expect(heading).toBeFocused();
        // The heading is on screen, at the top: not the bottom of the page where the button was.
        await expect(heading).toBeInViewport();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  }

  test('the page behind the open cart drawer is inert', async ({ page }) => {
    await fillCart(page);
    await page.setViewportSize(DESKTOP);
    await openCartDrawer(page);
    // Every control of the page behind is inert (the dialog leaves live regions, and so the
    // elements around them, as they are: the controls are what must not be reached).
    const controls = page.locator('main').locator('a[href], button, input');
    const inertShare = () =>
      controls.evaluateAll((elements) => {
        const outsideLive = elements.filter(
          (element) => !element.closest('[aria-live], [role="status"], output'),
        );
        return {
          all: outsideLive.length,
          inert: outsideLive.filter((element) => element.closest('[inert]') !== null).length,
        };
      });
    const open = await inertShare();
    expect(open.all).toBeGreaterThan(0);
    expect(open.inert).toBe(open.all);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeHidden();
    await expect.poll(async () => (await inertShare()).inert).toBe(0);
  });
});

test.describe('announcements', () => {
  test('adding names the product and the cart’s new count; − and + name the product', async ({
    page,
  }) => {
    await emptyCart(page);
    const [product] = await buyableProducts(page, 1);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/product/${product!.slug}`);
    await page.getByRole('button', { name: `Aggiungi al carrello: ${product!.name}` }).click();
    const announcer = page.locator('[data-carrello-announcer]');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText(
      `${product!.name} aggiunto al carrello. 1 prodotto nel carrello.`,
    );
    const quantity = page.getByRole('group', { name: `Quantità di ${product!.name}` });
    await quantity.getByRole('button', { name: 'Aumenta quantità' }).click();
    const said = quantity.locator('[aria-live="polite"]');
    await expect(said).toHaveText(`Quantità di ${product!.name}: 2`);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: DESKTOP });

  test('the busy sign of the search holds still', async ({ page }) => {
    await page.goto('/');
    // The suggestions stay on their way, so the search shows that it is busy.
    await page.route('**/ebsn/api/suggestion/search**', () => new Promise(() => {}));
    await page.getByRole('combobox', { name: /Cerca/ }).first().fill('latte');
    const busy = page.locator('[data-part^="spinner"]:visible');
    await expect(busy).toHaveCount(1);
    const moving = await busy.evaluate(
      (element) => element.getAnimations().length + element.getAnimations({ subtree: true }).length,
    );
    expect(moving).toBe(0);
  });
});
