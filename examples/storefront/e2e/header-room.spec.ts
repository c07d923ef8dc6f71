import { expect, type Page } from '@playwright/test';

import { DESKTOP, PHONE, fillCart, signedInAs, test } from './support';

/** A first-level category's slug (its page has a grid of products and facets). */
async function categorySlug(page: Page): Promise<string> {
  const response = await page.request.get('/ebsn/api/category?filtered=true', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as {
    data: { categories: { slug: string; categories?: { slug: string }[] }[] };
  };
  const department = body.data.categories[0]!;
  return department.categories?.[0]?.slug ?? department.slug;
}

/** The product page of the catalogue's first product. */
async function productPath(page: Page): Promise<string> {
  const response = await page.request.get('/ebsn/api/products?page_size=1', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { data: { products: { slug: string }[] } };
  return `/product/${body.data.products[0]!.slug}`;
}

/**
 * Whether the focused control can be seen, once the running transitions end: hit-tests a grid of points of its box (inside the
 * viewport). It is "covered" when no point reaches it and a fixed or sticky element (the top bar,
 * a toast, the to-top button) is what the points reach instead. Answers a description of the
 * control and what covers it, or null when it shows (or nothing is focused).
 */
function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // The page answers a focus's scroll in the frames after it (the bar folds or unfolds on the
    // scroll events): let them start their transitions, then see what the shopper sees once the
    // bar has finished moving.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return null;
    const pinned = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    let coveredBy: Element | null = null;
    let onScreen = 0;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.15, 0.5, 0.85]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        onScreen += 1;
        const hit = document.elementFromPoint(x, y);
        if (!hit || focused.contains(hit) || hit.contains(focused)) return null;
        // A control inside a pinned bar is covered only by another pinned layer.
        const layer = pinned(hit);
        if (layer && !layer.contains(focused)) coveredBy = layer;
      }
    }
    if (onScreen === 0 || !coveredBy) return null;
    const name =
      focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    const layer = coveredBy as HTMLElement;
    return `${focused.tagName.toLowerCase()} "${name}" under ${layer.outerHTML.slice(0, 80)} (${layer.textContent?.slice(0, 80)})`;
  });
}

/** The controls Tab stops at: focusable, enabled, rendered and outside any `inert` subtree. */
function tabStops(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ].filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.matches(':disabled') &&
          element.getClientRects().length > 0 &&
          !element.closest('[inert]'),
      ).length,
  );
}

/**
 * Walks the whole page with the keyboard, from the main content: Tab past every control, then
 * Shift+Tab back past every control, collecting every covered focus on the way.
 */
async function walkFocus(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const stops = await tabStops(page);
  expect(stops, 'a page with controls to walk through').toBeGreaterThan(10);
  const [forward, back] = [stops + 1, stops + 1];
  const covered: string[] = [];
  await page.locator('main').first().focus();
  for (const [key, presses] of [
    ['Tab', forward],
    ['Shift+Tab', back],
  ] as const) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const hidden = await coveredFocus(page);
      if (hidden) covered.push(`${key} ${press + 1}: ${hidden}`);
    }
  }
  return covered;
}

test.describe('the top bar leaves the page its room', () => {
  test('on a phone it folds to the search row while scrolling down and comes back on the way up', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const header = page.locator('header').first();
    const cart = header.getByRole('button', { name: /^Carrello/ });
    const search = page.getByRole('search', { name: 'Cerca prodotti' });
    await expect(cart).toBeInViewport();
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 900);
    // Folded: the search stays on screen at the top, the first row (menu, logo, cart) has gone.
    await expect(cart).not.toBeInViewport();
    await expect(search).toBeInViewport();
    const visible = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(visible).toBeLessThanOrEqual(56);
    // A little scroll up brings the whole bar back.
    await page.mouse.wheel(0, -200);
    await expect(cart).toBeInViewport();
    // The keyboard too: folded again, then the focus moves into the bar.
    await page.mouse.wheel(0, 900);
    await expect(cart).not.toBeInViewport();
    await cart.focus();
    await expect(cart).toBeInViewport();
  });

  test.describe('signed in', () => {
    test.use({ storageState: signedInAs('mario') });

    test('on a phone the search box shows its whole placeholder', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox').first();
      await expect(box).toBeVisible();
      // The placeholder's width in the box's own font against the room its text has.
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const inner =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, text: Math.ceil(text), inner };
      });
      expect(room.placeholder).toBe('Cerca tra migliaia di prodotti');
      expect(
        room.text,
        `"${room.placeholder}" needs ${room.text} px, the box has ${room.inner} px`,
      ).toBeLessThanOrEqual(room.inner);
    });
  });

  test('the desktop bar never folds', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 900);
    await expect(
      page
        .locator('header')
        .first()
        .getByRole('button', { name: /^Carrello/ }),
    ).toBeInViewport();
  });
});

test.describe('a focused control is never hidden under the top bar or another pinned layer', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`home, a category and search, signed out, at ${viewport.width} px`, async ({ page }) => {
      // Some 500 key presses, each followed by a look at the page: slow on a loaded machine.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      for (const path of ['/', `/${await categorySlug(page)}`, '/search?q=pasta']) {
        await page.goto(path);
        const covered = await walkFocus(page);
        expect(covered, `covered focus on ${path}`).toEqual([]);
      }
    });
  }

  test.describe('signed in', () => {
    test.use({ storageState: signedInAs('mario') });
    for (const viewport of [PHONE, DESKTOP]) {
      test(`checkout and payment at ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(180_000);
        await fillCart(page, { count: 4, delivery: true });
        await page.setViewportSize(viewport);
        await page.goto('/checkout');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Il tuo carrello' }),
        ).toBeVisible();
        expect(await walkFocus(page), 'covered focus on /checkout').toEqual([]);
        await page.goto('/payment');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await walkFocus(page), 'covered focus on /payment').toEqual([]);
        await page.request.post('/ebsn/api/cart/unlock', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
      });
    }
  });
});

test.describe('reflow at 400 % zoom (320 × 256 CSS px)', () => {
  test('no public page scrolls sideways, and the bar leaves most of the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    // The first link of a list page's main content: a FAQ category, a store.
    const firstLinkOf = async (path: string, heading: boolean) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const link = heading
        ? main.getByRole('heading', { level: 2 }).first().getByRole('link')
        : main.getByRole('link').first();
      return new URL((await link.getAttribute('href'))!, page.url()).pathname;
    };
    const paths = [
      '/',
      `/${await categorySlug(page)}`,
      await productPath(page),
      '/search?q=latte',
      '/fast-search?q=latte&q=pane',
      '/login',
      '/registrati',
      '/reset-password-request',
      '/reset-password-sent',
      '/reset-password-completed',
      '/ricevi-le-comunicazioni',
      '/ricevi-le-comunicazioni/thankyou',
      '/assistenza-clienti',
      '/contatti/thankyou',
      '/orders-anon',
      '/orders-anon/invalid-data',
      '/store-locator',
      '/store-locator/lombardia',
      '/store-locator/lombardia/mi',
      await firstLinkOf('/store-locator', true),
      '/volantini',
      '/volantini/volantino-settimanale',
      '/faq',
      await firstLinkOf('/faq', false),
      '/page/condizioni-di-vendita',
      '/page/privacy-policy',
      '/questa-pagina-non-esiste',
      '/service-down',
      '/payment-error',
    ];
    const header = page.locator('header').first();
    for (const path of paths) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBe(0);
      // No sideways scroll is not enough: a bar wider than the screen inside a clipping parent
      // scrolls nothing and still cuts its last controls off. The cart button and every button
      // of the search box lie wholly inside the 320 px.
      const cart = header.getByRole('button', { name: /^Carrello/ });
      const searchButtons = page
        .getByRole('search', { name: 'Cerca prodotti' })
        .getByRole('button');
      await expect(cart, `${path}: the cart button`).toBeVisible();
      await expect(searchButtons.first(), `${path}: the search box's buttons`).toBeVisible();
      // Read in one go: the plain search form becomes the full box once the page is idle. Read
      // again until both are there: a reading taken while the page is still settling (the box
      // changing, the fonts arriving) is not what the shopper is left with.
      const readButtons = () =>
        cart.or(searchButtons).evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => {
              const { left, right } = element.getBoundingClientRect();
              const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
              return { name, left: Math.round(left), right: Math.round(right) };
            }),
        );
      // The buttons of the bar outside the 320 px, once the cart and the box's buttons are read.
      const cutButtons = async () => {
        const buttons = await readButtons();
        if (buttons.length < 2) return `only ${JSON.stringify(buttons)} on screen`;
        return buttons.filter((button) => button.left < 0 || button.right > 320);
      };
      await expect
        .poll(cutButtons, { message: `${path}: the cart and search buttons within the 320 px` })
        .toEqual([]);
      // Scrolled into the page, the folded bar keeps the search row only.
      await page.mouse.move(160, 200);
      await page.mouse.wheel(0, 600);
      const scrolled = await page.evaluate(() => window.scrollY);
      if (scrolled > 200) {
        await expect
          .poll(() =>
            page
              .locator('header')
              .first()
              .evaluate((header) => header.getBoundingClientRect().bottom),
          )
          .toBeLessThanOrEqual(256 * 0.25);
      }
    }
  });
});

test.describe('text at 200 % (the browser’s font size at 32 px)', () => {
  test.use({ storageState: signedInAs('mario') });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`labels are whole, the cart badge leaves its icon readable, at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      await fillCart(page, { count: 3 });
      await page.setViewportSize(viewport);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await page.goto('/search?q=funghi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        'sideways scroll',
      ).toBe(0);
      // "Non disponibile", "Aggiungi": every label of a card's button shows all its text.
      const unavailable = page.getByRole('button', { name: /^Non disponibile: / }).first();
      await expect(unavailable).toBeVisible();
      const cut = await page
        .locator('main [data-part="label"], main [data-part="label-short"]')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.getClientRects().length > 0)
            .filter((label) => label.scrollWidth > label.clientWidth + 1)
            .map((label) => label.textContent),
        );
      expect(cut, 'labels cut short').toEqual([]);
      // The badge overlaps only the corner of the cart icon.
      const cart = page
        .locator('header')
        .first()
        .getByRole('button', { name: /^Carrello, 3 prodotti/ });
      await expect(cart).toBeVisible();
      const overlap = await cart.evaluate((button) => {
        const icon = button.querySelector('svg')!.getBoundingClientRect();
        const badge = button.querySelector('[data-part="badge"]')!.getBoundingClientRect();
        const width = Math.min(icon.right, badge.right) - Math.max(icon.left, badge.left);
        const height = Math.min(icon.bottom, badge.bottom) - Math.max(icon.top, badge.top);
        return { width: Math.max(0, width), height: Math.max(0, height) };
      });
      expect(overlap.width).toBeLessThanOrEqual(7);
      expect(overlap.height).toBeLessThanOrEqual(7);
    });
  }
});
