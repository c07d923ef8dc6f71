import { expect } from '@playwright/test';

import { DESKTOP, MARIO, PHONE, PROFILE_MENU, signedInAs, test } from './support';

test.describe('the shell', () => {
  test('serves the home page in Italian with its heading and title', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
    await expect(page).toHaveTitle('Carrello – la spesa online');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Iscriviti alla newsletter' }),
    ).toBeVisible();
  });

  test('the footer shows the brand’s logo, leading home, and what the newsletter brings', async ({
    page,
  }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    const logo = footer.getByRole('link', { name: 'Carrello la spesa online' });
    await expect(logo).toBeVisible();
    await expect(footer.getByText(/le offerte del volantino, le novità/)).toBeVisible();
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
  });

  test('moves the focus to the new page heading, sets the title and sends a content view', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Accedi' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Accedi – Carrello');
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'content_view', path: '/login', contentName: 'Accedi' }),
    );
  });

  test('shows a clear message and a retry when a page fails to load', async ({ page }) => {
    await page.goto('/');
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina non caricata' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Controlla la connessione e riprova');
    await page.unroute(/\/assets\/login-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  });

  test('a signed-out card payment link signs in without its secret in any address, then pays', async ({
    page,
  }) => {
    const link = '/stripe-pay-payment/42/pi_123_secret_abc/18.50/2026-12-01/10:00';
    // Every address the page asks for or shows, the link itself aside.
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const answer = await page.goto(link);
    // The server renders the page: no redirect carries the secret on.
    expect(answer!.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstripe-pay-payment%2F42$/);
    const signIn = page.getByRole('main');
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await signIn.getByLabel('Password').fill(MARIO.password);
    await signIn.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/stripe-pay-payment\/42$/);
    // The payment's parameters waited in memory: the page still knows the order to pay.
    await expect(page.getByText('Ordine n. 42, totale 18,50')).toBeVisible();
    const own = new URL(link, page.url()).href;
    expect(addresses.filter((address) => address.includes('secret') && address !== own)).toEqual(
      [],
    );
    await page.goBack();
    expect(page.url()).not.toContain('secret');
  });

  test('signed out, an order’s completed page asks to sign in instead of thanking', async ({
    page,
  }) => {
    await page.goto('/cart/payment-completed/123');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi per vedere l’ordine');
    await expect(page.getByText('Grazie, ordine ricevuto!')).toHaveCount(0);
    await expect(page.getByText('Devi accedere per continuare')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart%2Fpayment-completed%2F123',
    );
  });

  test.describe('signed in', () => {
    test.use({ storageState: signedInAs('mario') });
    test('removes the card payment secret from the address bar before anything else', async ({
      page,
    }) => {
      await page.goto('/stripe-pay-payment/42/pi_123_secret_abc/18.50/2026-12-01/10:00');
      await expect(page).toHaveURL(/\/stripe-pay-payment\/42$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento con carta');
      const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
      expect(dataLayer).not.toContain('secret');
      await page.goBack();
      expect(page.url()).not.toContain('secret');
    });
  });

  test('closes an open drawer on back navigation and stays on the page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/not-found');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The address changes before the home page has replaced the error page: open the menu on
    // the page the shopper sees, so that going back leaves the home page (a menu opened while
    // the navigation is pending stays open: src/shell/app-shell.test.tsx).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
  });

  test('sends the footer newsletter form to the Communication page with the e-mail', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(footer.getByText('Campo obbligatorio')).toBeVisible();
    await footer.getByRole('textbox', { name: 'E-mail' }).fill('lucia@example.it');
    await footer.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(page).toHaveURL(/\/ricevi-le-comunicazioni\?email=lucia%40example\.it$/);
    await expect(page.getByRole('main').getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'lucia@example.it',
    );
    // Nothing is subscribed until the consent is given on that page: the footer says nothing.
    await expect(footer.getByRole('status')).toHaveText('');
    await expect(footer.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`the to-top button never floats over the newsletter form (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const subscribe = footer.getByRole('button', { name: 'Iscriviti' });
      const toTop = page.locator('[data-state]:has(> button[aria-label="Torna su"])');
      const scrollTo = async (y: number) => {
        await page.evaluate((top) => {
          window.scrollTo(0, top);
        }, y);
        // Two frames: the scroll event and the observers have answered.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      };
      await scrollTo(await page.evaluate(() => document.documentElement.scrollHeight));
      // Heading back up, "Iscriviti" reaches the bottom corner where the button floats.
      const under = await subscribe.evaluate(
        (button) => scrollY + button.getBoundingClientRect().bottom - (innerHeight - 20),
      );
      await scrollTo(under);
      await expect(toTop).toHaveAttribute('data-state', 'hidden');
      // Once the form is below the screen, the button shows again.
      await scrollTo(under - viewport.height / 2);
      await expect(toTop).toHaveAttribute('data-state', 'visible');
      // Down past the form and back up to it: a tap on "Iscriviti" reaches "Iscriviti".
      await scrollTo(under + 200);
      await scrollTo(under);
      await expect(toTop).toHaveAttribute('data-state', 'hidden');
      await subscribe.click();
      await expect(footer.getByText('Campo obbligatorio')).toBeVisible();
    });

  test('hydrates the server’s footer in place', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link').first()).toBeVisible();
    const served = await footer.elementHandle();
    // React hydrates the same footer (the to-top button is its), it does not render it again.
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('button', { name: /torna su/i })).toBeVisible();
    expect(await served!.evaluate((node) => node.isConnected)).toBe(true);
  });

  test('shows the error pages with their heading and a way on', async ({ page }) => {
    await page.goto('/service-down');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Servizio momentaneamente non disponibile' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Stiamo lavorando per ripristinare il servizio. Riprova tra qualche minuto.',
    );
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello, la spesa online');
  });
});

test.describe('the top bar', () => {
  test('sends a visitor’s cart button to sign-in', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const cart = page.getByRole('button', {
      name: 'Carrello, nessun prodotto, totale carrello 0,00 €',
    });
    // Before sign-in the button navigates: it is no disclosure.
    await expect(cart).not.toHaveAttribute('aria-expanded');
    await expect(page.getByRole('link', { name: 'Preferiti' })).toHaveAttribute(
      'href',
      '/profile/lists',
    );
    await cart.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  });

  test.describe('signed in', () => {
    test.use({ storageState: signedInAs('mario') });

    test('toggles the cart drawer on a computer and opens the profile menu', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/');
      const cart = page.getByRole('button', { name: /^Carrello, / });
      await expect(cart).toHaveAttribute('aria-expanded', 'false');
      await cart.click();
      await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
      // The open drawer is modal: the top bar is out of the accessibility tree meanwhile.
      await expect(page.locator('header button[aria-label^="Carrello,"]')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeHidden();
      await expect(cart).toHaveAttribute('aria-expanded', 'false');
      await expect(cart).toBeFocused();

      const profile = page.getByRole('button', { name: 'Menu profilo, Mario' });
      await profile.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(PROFILE_MENU);
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'I miei dati' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'I miei ordini' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile\/orders$/);
      await expect(menu).toBeHidden();
    });

    test('sends the cart button to the checkout on a phone, even before the session answers', async ({
      page,
    }) => {
      // A slow session test: the shopper presses the cart button before the shop knows who they
      // are, and must still reach the checkout rather than the sign-in page.
      let answerSession: () => void = () => undefined;
      const sessionHeld = new Promise<void>((resolve) => {
        answerSession = resolve;
      });
      await page.route('**/ebsn/api/auth/test', async (route) => {
        await sessionHeld;
        await route.continue();
      });
      await page.setViewportSize(PHONE);
      await page.goto('/');
      const cart = page.getByRole('button', { name: /^Carrello, / });
      await cart.click();
      answerSession();
      await expect(page).toHaveURL(/\/checkout$/);
      // "Vai alla cassa" is for wider screens, and not on the checkout page itself.
      await expect(page.getByRole('link', { name: 'Vai alla cassa' })).toHaveCount(0);
    });
  });

  test('signs out from the profile menu and returns home', async ({ page }) => {
    // A session of its own: signing out ends only this one, not the suite's saved session.
    await page.setViewportSize(DESKTOP);
    await page.goto('/login');
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await page.getByRole('main').getByLabel('Password').fill(MARIO.password);
    await page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/dashboard');
    await page.getByRole('button', { name: 'Menu profilo, Mario' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Accedi' })).toBeVisible();
  });
});
