import { expect, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, emptyCart, fillCart, signInToDay, signedInAs, test } from './support';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** axe finds nothing on the page as it is, at a phone's and at a desktop's width. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), `axe at ${viewport.width} px on ${page.url()}`).toEqual([]);
  }
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test.describe('the flyer page', () => {
  test.use({ storageState: signedInAs('mario') });

  test('shows its pages as pictures and its products, which go in the cart', async ({ page }) => {
    await emptyCart(page);
    await page.setViewportSize(PHONE);
    await page.goto('/volantini');
    await page.getByRole('link', { name: 'Volantino della settimana' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volantino della settimana');
    await expect(page.getByText(/4 pagine\.$/)).toBeVisible();
    const pages = page.getByRole('list', { name: 'Pagine del volantino' }).getByRole('img');
    await expect(pages).toHaveCount(4);
    await expect(pages.first()).toHaveAccessibleName('Volantino della settimana, pagina 1 di 4');
    // Each picture is the server's drawing of the page, loaded from the shop's own origin.
    for (const picture of await pages.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(480);
      expect(new URL(await picture.evaluate((image: HTMLImageElement) => image.src)).origin).toBe(
        new URL(page.url()).origin,
      );
    }
    const products = page.getByRole('list', { name: 'Prodotti del volantino' });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Prodotti in offerta' }),
    ).toBeVisible();
    const add = products.getByRole('button', { name: /^Aggiungi al carrello: / }).first();
    await expect(add).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.setViewportSize(PHONE);
    const name = (await add.getAttribute('aria-label'))!.replace('Aggiungi al carrello: ', '');
    await add.click();
    await expect(products.getByRole('button', { name: 'Aumenta quantità' }).first()).toBeVisible();
    // The stepper shows at once (the cart is optimistic): the server's cart holds the product
    // once the add is answered.
    await expect
      .poll(async () => {
        const cart = await page.request.get('/ebsn/api/cart/view', { headers: HEADERS });
        const { data } = (await cart.json()) as {
          data: { cartItems: { product: { name: string } }[] };
        };
        return data.cartItems.map((item) => item.product.name);
      })
      .toContain(name);
  });
});

test.describe('the store locator', () => {
  test('names regions and provinces, and a store shows its hours, phone and map', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/store-locator/lombardia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Negozi in Lombardia');
    // A region typed with a straight apostrophe is named as the copy writes it.
    await page.goto("/store-locator/valle%20d'aosta");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Negozi in Valle d’Aosta');
    await page.goto('/store-locator/abruzzo/aq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Negozi in provincia di L’Aquila',
    );
    await page.goto('/store-locator/lombardia/mi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Negozi in provincia di Milano',
    );
    const store = page.getByRole('heading', { level: 2 }).getByRole('link').first();
    const storeName = (await store.textContent())!.trim();
    await store.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storeName);
    const hours = page.getByRole('table', { name: 'Orari di apertura' });
    await expect(hours.getByRole('row')).toHaveCount(7);
    await expect(hours.getByRole('row').first()).toHaveText(/^lunedì\s*\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(hours.getByRole('row').last()).toHaveText(/^domenica/);
    await expect(page.getByRole('link', { name: /^0\d+ \d+$/ })).toHaveAttribute(
      'href',
      /^tel:0\d+$/,
    );
    const map = page.getByRole('img', { name: new RegExp(`^Mappa: ${storeName} a Milano`) });
    await expect(map).toBeVisible();
    // The map is drawn in the page: no tile or script from elsewhere.
    expect(await map.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
    await expect(
      page.getByRole('link', { name: 'Apri la posizione su OpenStreetMap' }),
    ).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=45\.\d+&mlon=9\.\d+/);
    await expectAccessibleAtBothWidths(page);
    await page.getByRole('link', { name: 'Negozi in provincia di Milano' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Negozi in provincia di Milano',
    );
  });
});

test.describe('the payment page', () => {
  test.use({ storageState: signedInAs('mario') });

  test('on a phone puts the summary and "Concludi ordine" before the meal vouchers', async ({
    page,
  }) => {
    await fillCart(page, { count: 2, delivery: true });
    await page.setViewportSize(PHONE);
    await page.goto('/payment');
    const pay = page.getByRole('button', { name: 'Concludi ordine' });
    const vouchers = page.getByRole('heading', { name: 'Buoni pasto', exact: true });
    await expect(vouchers).toBeAttached();
    const payBox = await box(pay);
    const vouchersBox = await box(vouchers);
    expect(payBox.y).toBeLessThan(vouchersBox.y);
    // The summary, its button and the sales conditions come before any voucher provider.
    const conditions = page.getByRole('checkbox', { name: /condizioni di vendita/ });
    expect((await box(conditions)).y).toBeLessThan(payBox.y);
    // In the order a keyboard reaches them too.
    const order = await page.evaluate(() => {
      const all = [...document.querySelectorAll('button, [role="heading"], h2')];
      const button = all.find((element) => element.textContent?.trim() === 'Concludi ordine');
      const heading = all.find((element) => element.textContent?.trim() === 'Buoni pasto');
      return button && heading
        ? button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING
        : 0;
    });
    expect(order).toBeTruthy();
  });

  test('with an empty cart goes back to the cart, which says it is empty', async ({ page }) => {
    await emptyCart(page);
    await page.goto('/payment');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il tuo carrello');
    await expect(page.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeVisible();
  });

  test('shows the meal vouchers left on the cart beside "Concludi ordine", and takes them off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fillCart(page, { count: 3, quantity: 5, delivery: true });
    await page.setViewportSize(DESKTOP);
    await page.goto('/payment');
    const day = page
      .getByRole('region', { name: 'Buoni pasto' })
      .getByRole('listitem')
      .filter({ hasText: 'Day' });
    const use = day.getByRole('button', { name: 'Usa i buoni Day' });
    const notLinked = day.getByText('Non collegato');
    // Day may already be linked by an earlier test on this server, or not: wait for either.
    await expect(notLinked.or(use).or(day.getByText('In uso'))).toBeVisible();
    if (await notLinked.isVisible()) {
      await signInToDay(day);
    }
    await expect(use.or(day.getByText('In uso'))).toBeVisible();
    if (await use.isVisible()) await use.click();
    await expect(day.getByText('In uso')).toBeVisible();
    await day.getByLabel('Buoni da usare').selectOption('1');
    await expect(page.getByRole('region', { name: 'Riepilogo' })).toContainText('1 x 7,00 €');

    // The next visit: the vouchers still on the cart are said by the button.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/payment');
      const applied = page.getByRole('region', { name: 'Buoni in uso' });
      await expect(applied).toContainText(
        /Usi 1 buono Day \(7,00\s€\): con la carta paghi [\d,]+\s€\./,
      );
      const appliedBox = await box(applied);
      const payBox = await box(page.getByRole('button', { name: 'Concludi ordine' }));
      // Beside the button: in the same column, no more than a screen above it.
      expect(Math.abs(appliedBox.x - payBox.x)).toBeLessThan(40);
      expect(payBox.y - appliedBox.y).toBeLessThan(viewport.height);
    }
    await page
      .getByRole('region', { name: 'Buoni in uso' })
      .getByRole('button', { name: 'Togli i buoni Day' })
      .click();
    await expect(page.getByRole('region', { name: 'Buoni in uso' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Riepilogo' })).not.toContainText('Buoni pasto');
  });
});

test.describe('a cart without an address', () => {
  test('the address card reads "Consegna a", and /payment offers to choose one', async ({
    page,
  }) => {
    // A new customer, signed in by the sign-up: their cart has never had an address.
    const signUp = await page.request.post('/ebsn/api/registration/register_user', {
      headers: HEADERS,
      data: {
        email: `senza.indirizzo.${process.pid}${Date.now().toString(36)}@example.it`,
        password: 'Basilico2026!',
        firstName: 'Sara',
        lastName: 'Galli',
        privacy: true,
      },
    });
    expect(signUp.status()).toBe(200);
    await fillCart(page, { count: 1 });
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    const card = page.getByRole('region', { name: 'Consegna a' });
    await expect(card).toContainText('Nessun indirizzo scelto');
    await expect(page.getByRole('region', { name: 'Ritiro presso' })).toHaveCount(0);

    await page.goto('/payment');
    await expect(page.getByRole('button', { name: 'Concludi ordine' })).toBeDisabled();
    await expect(
      page.getByText('Per pagare scegli dove ricevere la spesa e la fascia oraria.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Scegli dove ricevere la spesa' }).click();
    await expect(page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' })).toBeVisible();
  });
});

/**
 * Whether a toast on screen covers `target` (the focused element without one), measured once
 * the region has had two frames to take its place; `shown` is the text of the toasts on screen.
 */
async function toastCovers(
  page: Page,
  target?: string,
): Promise<{ shown: string; covers: boolean }> {
  return page.evaluate(async (selector) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const element = selector
      ? [...document.querySelectorAll('[role="dialog"] button')].find(
          (button) => button.textContent?.trim() === selector,
        )
      : document.activeElement;
    if (!element || element === document.body) throw new Error('nothing to keep clear');
    const a = element.getBoundingClientRect();
    const toasts = [...document.querySelectorAll('[role="status"] [data-toast-id]')];
    const covers = toasts
      .map((toast) => toast.getBoundingClientRect())
      .some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
    return { shown: toasts.map((toast) => toast.textContent ?? '').join(' '), covers };
  }, target);
}

test.describe('the "added to the cart" toast', () => {
  test.use({ storageState: signedInAs('mario') });

  test('never covers the stepper that takes the focus, nor the drawer’s "Torna alla spesa"', async ({
    page,
  }) => {
    await emptyCart(page);
    await page.setViewportSize(PHONE);
    await page.goto('/volantini/volantino-settimanale');
    const products = page.getByRole('list', { name: 'Prodotti del volantino' });
    const adds = products.getByRole('button', { name: /^Aggiungi al carrello: / });
    await expect(adds.first()).toBeVisible();
    // A card whose button sits at the foot of the screen, where the toast appears; the keyboard
    // presses it, as a click would first scroll it to where nothing can lie over it.
    const label = (await adds.nth(2).getAttribute('aria-label'))!;
    await page.evaluate((target) => {
      // The kit's own guarantee, for a shop whose page keeps no room at the foot for focus.
      document.documentElement.style.scrollPaddingBottom = '0px';
      const button = document.querySelector<HTMLElement>(`[aria-label="${target}"]`)!;
      button.scrollIntoView({ block: 'end' });
      window.scrollBy(0, 24);
      button.focus({ preventScroll: true });
    }, label);
    await page.keyboard.press('Enter');
    const stepper = products.getByRole('button', { name: 'Aumenta quantità' }).first();
    await expect(stepper).toBeFocused();
    // Measured as the toast shows: it lives 3000 ms, which a busy machine can spend between two
    // steps of the test (waiting for its text, then measuring), leaving nothing to measure.
    let onStepper = { shown: '', covers: false };
    await expect
      .poll(async () => (onStepper = await toastCovers(page)).shown, { intervals: [100] })
      .toContain('Prodotto aggiunto al carrello');
    expect(onStepper.covers).toBe(false);

    // On a desktop, another product, then the cart drawer at once: its controls stay clear.
    await page.setViewportSize(DESKTOP);
    await adds.nth(3).click();
    await expect(page.getByRole('status', { name: 'Notifiche' })).toContainText(
      'Prodotto aggiunto al carrello',
    );
    await page.getByRole('button', { name: /^Carrello,/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Carrello' });
    await expect(drawer.getByRole('button', { name: 'Torna alla spesa' })).toBeVisible();
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect((await toastCovers(page, 'Torna alla spesa')).covers).toBe(false);
    await emptyCart(page);
  });
});
