import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { buyableProducts, DESKTOP, emptyCart, PHONE, signedInAs, test } from './support';

// The build the server serves (global-setup.ts): the update test deploys a new service worker
// into it, as a release would, and puts the original back.
const dist = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.CARRELLO_E2E_DIST ?? 'dist',
);

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
}

/** Opens the home page and waits until the service worker controls it. */
async function homeUnderServiceWorker(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The build name the controlling worker answers (`src/sw.ts`, message `GET_BUILD`). */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolveBuild) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolveBuild((event.data as { build: string }).build);
        navigator.serviceWorker.controller?.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
      }),
  );
}

/** Replaces the build's service worker by a new release's for the test, then puts it back. */
function deployNewWorker(): () => void {
  const file = join(dist, 'sw.js');
  const original = readFileSync(file, 'utf8');
  // Compressed copies would be served in place of the new script: set them aside.
  const compressed = ['sw.js.br', 'sw.js.gz']
    .map((name) => join(dist, name))
    .filter((path) => existsSync(path));
  for (const path of compressed) renameSync(path, `${path}.aside`);
  writeFileSync(file, `${original}\nself.__CARRELLO_BUILD__ = 'seconda-release';\n`);
  return () => {
    writeFileSync(file, original);
    for (const path of compressed) renameSync(`${path}.aside`, path);
  };
}

test.describe('the app shell', () => {
  // The other specs block the service worker (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('is installable: Chromium finds no installability errors', async ({
    page,
    browserName,
  }, testInfo) => {
    test.skip(browserName !== 'chromium', 'The DevTools protocol check is Chromium’s');
    await page.goto('/');
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      lang: string;
      orientation: string;
      theme_color: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'it', orientation: 'portrait', theme_color: '#1b6b3a' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    // Test contexts are off the record, which Chromium never installs from ("in-incognito"):
    // the check runs in a browser profile of its own.
    const { launchOptions, baseURL } = testInfo.project.use;
    const profile = mkdtempSync(join(tmpdir(), 'carrello-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      ...(baseURL ? { baseURL } : {}),
    });
    try {
      const installed = context.pages()[0] ?? (await context.newPage());
      await homeUnderServiceWorker(installed);
      const cdp = await context.newCDPSession(installed);
      await expect
        .poll(async () => {
          const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          };
          return installabilityErrors.map((error) => error.errorId);
        })
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a newer version on the server opens the update dialog; confirming reloads into the new service worker', async ({
    page,
  }) => {
    // Two service worker installs (each precaching the shell) and two axe runs.
    test.setTimeout(150_000);
    await page.setViewportSize(PHONE);
    await homeUnderServiceWorker(page);
    expect(await workerBuild(page)).toBe('initial');
    // No newer version: no dialog.
    await expect(page.getByRole('dialog', { name: 'Nuova versione disponibile' })).toHaveCount(0);

    const restore = deployNewWorker();
    try {
      await page.request.post('/dev/app-version', { data: { version: '9.0.0' } });
      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Nuova versione disponibile' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Versione 9.0.0');
      await expectNoViolations(page, 'the update dialog at 390 px');

      // "Più tardi" leaves the upgrade card in the page.
      await dialog.getByRole('button', { name: 'Più tardi' }).click();
      await expect(dialog).toHaveCount(0);
      const card = page.getByRole('region', { name: 'Versione 9.0.0' });
      await expect(card).toBeVisible();
      await page.setViewportSize(DESKTOP);
      await expectNoViolations(page, 'the upgrade card at 1440 px');

      const reloaded = page.waitForEvent('load');
      await card.getByRole('button', { name: 'Aggiorna l’app' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => workerBuild(page)).toBe('seconda-release');
    } finally {
      restore();
      await page.request.delete('/dev/app-version');
    }
  });

  test('a page asked for offline shows the Italian offline page', async ({ page, context }) => {
    await homeUnderServiceWorker(page);
    await context.setOffline(true);
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto('/search?q=latte');
        await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
        await expect(page.getByText('controlla la connessione a internet')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Riprova' })).toHaveAttribute('href', '/');
        await expectNoViolations(page, `the offline page at ${viewport.width} px`);
      }
    } finally {
      await context.setOffline(false);
    }
  });

  test('coming back after a long time in the background restarts the app', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as { beforeRestart?: boolean }).beforeRestart = true;
    });
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => value,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);

    // A short absence: the app stays as it was.
    await setVisibility('hidden');
    await page.clock.fastForward('02:00');
    await setVisibility('visible');
    await page.clock.runFor(500);
    expect(await page.evaluate(() => (window as { beforeRestart?: boolean }).beforeRestart)).toBe(
      true,
    );

    // Forty minutes away (over the 30-minute threshold): the app restarts on its return.
    await setVisibility('hidden');
    await page.clock.fastForward('40:00');
    const restarted = page.waitForEvent('load');
    await setVisibility('visible');
    await page.clock.runFor(500);
    await restarted;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as { beforeRestart?: boolean }).beforeRestart),
    ).toBeUndefined();
  });
});

test.describe('a session ended elsewhere', () => {
  test.use({ storageState: signedInAs('mario') });

  test('the next call the server refuses opens the sign-in (the not-logged-in event)', async ({
    page,
    context,
  }) => {
    const [product] = await buyableProducts(page, 1);
    // A product already in the cart (left by an earlier test) shows its stepper, not the button.
    await emptyCart(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/product/${product!.slug}`);
    await expect(page.getByRole('button', { name: 'Menu profilo, Mario' })).toBeVisible();
    // The session ends on the server's side (the cookie is gone): the app still believes the
    // shopper signed in until the next call answers 401.
    await context.clearCookies();
    await page.getByRole('button', { name: `Aggiungi al carrello: ${product!.name}` }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Menu profilo, Mario' })).toBeHidden();
  });
});
