// End-to-end check of the Next.js example: server rendering for real, then hydration in Chromium.
//
// It starts the reference server (fresh PGlite data folder) and `next start` on free ports, reads
// the expected content from the API itself, fetches the category page's HTML with plain fetch (no
// JavaScript) and checks products, Italian prices, the search box, the cart summary and
// styled-components' <style data-styled> in the <head>; then it loads the page in Debian's
// Chromium, fails on any hydration message or page error, searches, signs in and adds to the cart.
// Then /kit, the kit's compound widgets written as `Widget.Part` in a Server Component, opened one
// by one, and /kit/leaves and /kit/headless, every other component of the kit written there (first
// the test checks, from the built packages, that no exported component is left out of the kit
// pages); and the same pages again under `next dev`, where React reports any attribute (a class
// name) that differs between the server's HTML and the browser's render. Before all that, from the
// build: what importing one Badge adds to a page's first-load JavaScript (/size/plain against
// /size/badge), within 5 kB gzip.
//
//   node scripts/smoke.mjs                       # builds the app first when dist/ has no build
//   node scripts/smoke.mjs --screenshots <dir>   # also saves the page at 390 and 1440 px wide
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { KIT_MODULES, kitCoverage } from './kit-coverage.mjs';
import { checkLeavesInBrowser, serverMarkProblems } from './kit-leaves.mjs';

import {
  ACCOUNT,
  CHROMIUM_LAUNCH_OPTIONS,
  categoryWithProducts,
  createTally,
  euro,
  freePort,
  hydrationMessages,
  log,
  pageParts,
  pieceProduct,
  shownPrices,
  startReferenceServer,
  stop,
  text,
  waitFor,
  waitForSummaryTotal,
  watchConsole,
} from '../../support/smoke-support.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const screenshotsArg = process.argv.indexOf('--screenshots');
const screenshotsDir =
  screenshotsArg > 0 && process.argv[screenshotsArg + 1]
    ? resolve(process.argv[screenshotsArg + 1])
    : undefined;

const tally = createTally();
const { check } = tally;

/** The first-load JavaScript of a prerendered page of the build: its scripts, gzip level 9. */
function firstLoadBytes(page) {
  const html = readFileSync(join(appDir, 'dist/server/app', `${page}.html`), 'utf8');
  const sources = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"]+)"/g)].map((m) => m[1]),
  );
  let bytes = 0;
  for (const source of sources)
    bytes += gzipSync(readFileSync(join(appDir, 'dist', source)), { level: 9 }).length;
  return bytes;
}

// What one kit component may add to a Next.js page's first load (gzip), with no special config.
const BADGE_BUDGET_BYTES = 5 * 1024;

/**
 * The kit's compound widgets, written as `Widget.Part` in a Server Component (app/kit/page.tsx):
 * the server HTML has them, and once hydrated each one opens and closes.
 */
async function checkKitPage(browser, app, mode) {
  log(`\nThe kit from a Server Component, /kit (${mode})`);
  const response = await fetch(`${app}/kit`);
  const html = await response.text();
  const served = text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
  const expected = [
    'Il kit da un Server Component',
    'Apri la lista',
    'Apri il pannello',
    'Orari del negozio',
    'Il mio profilo',
    'Quando arriva la spesa?',
    'Accetta sostituzioni',
    'Codice sconto',
    'Codice fiscale',
    'Componenti',
    'Nessun ordine',
  ];
  const missing = expected.filter((item) => !served.includes(item));
  check(
    `${mode}: the server HTML has every widget (Dialog, Drawer, Popover, Menu, Accordion, Field, Switch…)`,
    response.status === 200 && missing.length === 0,
    `status ${response.status}; missing: ${missing.join(', ')}`,
  );

  const page = await browser.newPage({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  const messages = watchConsole(page);
  await page.goto(`${app}/kit`, { waitUntil: 'networkidle' });
  const opens = async (name, trigger, shown, close) => {
    let ok = false;
    try {
      await page.getByRole('button', { name: trigger, exact: true }).click();
      await shown().waitFor({ state: 'visible', timeout: 10_000 });
      await close();
      await shown().waitFor({ state: 'hidden', timeout: 10_000 });
      ok = true;
    } catch {
      ok = false;
    }
    check(`${mode}: ${name} opens from "${trigger}" and closes`, ok);
  };
  const escape = () => page.keyboard.press('Escape');
  await opens(
    'Dialog.Root › Dialog.Content',
    'Apri la lista',
    () => page.getByRole('dialog', { name: 'Lista della spesa' }),
    () => page.getByRole('button', { name: 'Chiudi la lista' }).click(),
  );
  await opens(
    'Drawer.Root › Drawer.Content',
    'Apri il pannello',
    () => page.getByRole('dialog', { name: 'Il tuo carrello' }),
    () => page.getByRole('button', { name: 'Torna alla spesa' }).click(),
  );
  await opens(
    'Popover.Root › Popover.Content',
    'Orari del negozio',
    () => page.getByText('Aperto dalle 8 alle 20.'),
    escape,
  );
  await opens(
    'Menu.Root › Menu.Content',
    'Il mio profilo',
    () => page.getByRole('menuitem', { name: 'I miei ordini' }),
    escape,
  );
  await opens(
    'the headless Dialog.Portal › Dialog.Content',
    'Apri la finestra senza stile',
    () => page.getByRole('dialog', { name: 'Una finestra tua' }),
    () => page.getByRole('button', { name: 'Chiudi la finestra' }).click(),
  );
  let accordion = false;
  try {
    await page.getByRole('button', { name: 'Quando arriva la spesa?' }).click();
    await page.getByText('Nella fascia oraria che scegli').waitFor({ timeout: 10_000 });
    accordion = true;
  } catch {
    accordion = false;
  }
  check(`${mode}: Accordion.Trigger opens Accordion.Content`, accordion);
  const toggle = page.getByRole('switch', { name: 'Accetta sostituzioni' });
  await toggle.click().catch(() => undefined);
  check(
    `${mode}: the Switch turns on`,
    (await toggle.getAttribute('aria-checked').catch(() => null)) === 'true',
  );
  // The styled callables' parts, written by parts in the Server Component.
  const byParts = page.getByRole('switch', { name: 'Consegna senza contatto' });
  await byParts.click().catch(() => undefined);
  check(
    `${mode}: Switch.Root › Switch.Thumb turns on`,
    (await byParts.getAttribute('aria-checked').catch(() => null)) === 'true',
  );
  const taxCode = page.getByLabel('Codice fiscale');
  await taxCode.fill('RSSMRA80A01H501U').catch(() => undefined);
  check(
    `${mode}: Field.Root › Field.Label names Field.Control's input, described by Field.Description`,
    (await taxCode.inputValue().catch(() => '')) === 'RSSMRA80A01H501U' &&
      (await taxCode.getAttribute('aria-describedby').catch(() => null)) !== null,
  );
  const path = page.getByRole('navigation', { name: 'Percorso nel kit' });
  check(
    `${mode}: Breadcrumbs.Root › Breadcrumbs.Link marks the current step`,
    (await path
      .getByText('Componenti')
      .getAttribute('aria-current')
      .catch(() => null)) === 'page',
  );
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await box.fill('latte').catch(() => undefined);
  check(`${mode}: the SearchBox takes text`, (await box.inputValue().catch(() => '')) === 'latte');
  const hydration = messages.filter((message) =>
    /hydrat|did not match|didn't match/i.test(message),
  );
  check(
    `${mode}: no hydration message on /kit`,
    hydration.length === 0,
    hydration.join('\n      '),
  );
  const errors = messages.filter((message) => /^(error|pageerror)/.test(message));
  check(`${mode}: no console error on /kit`, errors.length === 0, errors.join('\n      '));
  await page.close();
}

/**
 * The kit's leaf pages (every kit page but /kit): each component's mark in the server HTML, then
 * hydration in Chromium with a few leaves driven.
 */
async function checkKitLeafPages(browser, app, mode, coverage) {
  log(`\nThe kit's leaf pages, server HTML (${mode})`);
  for (const { route, rendered } of coverage.pages.filter((page) => page.route !== '/kit')) {
    const response = await fetch(`${app}${route}`);
    const html = await response.text();
    const written = [...rendered]
      .map((key) => key.split('#')[1])
      .filter((name) => !name.includes('.'));
    const problems = serverMarkProblems(route, html, written);
    check(
      `${mode}: ${route} answers 200 and its server HTML has each of its ${written.length} components`,
      response.status === 200 && problems.length === 0,
      `status ${response.status}; ${problems.join('\n      ')}`,
    );
  }
  await checkLeavesInBrowser(browser, app, mode, check);
}

let reference;
const children = [];
let browser;

try {
  if (!existsSync(join(appDir, 'dist/BUILD_ID'))) {
    log('Building the app (next build)...');
    const build = spawnSync('pnpm', ['exec', 'next', 'build'], {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error('next build failed');
  }

  // Every component the built kit exports is written in one of the app's kit pages, directly in
  // a Server Component: a new component fails here until a kit page renders it.
  log('\nThe kit pages write every exported component (app/kit/**/page.tsx, Server Components)');
  const kitModules = {};
  for (const specifier of KIT_MODULES) kitModules[specifier] = await import(specifier);
  const coverage = kitCoverage(appDir, kitModules);
  const covered = coverage.components.filter((component) => component.covered).length;
  check(
    `${covered}/${coverage.components.length} components of ${KIT_MODULES.join(' and ')} written in ${coverage.pages.map((page) => page.route).join(', ')}`,
    coverage.components.length > 0 && coverage.problems.length === 0,
    coverage.problems.join('\n      '),
  );

  log('\nWhat one component costs a page (next build, first-load JavaScript, gzip)');
  const plain = firstLoadBytes('size/plain');
  const withBadge = firstLoadBytes('size/badge');
  const badgeCost = withBadge - plain;
  check(
    `importing Badge from @carrello/ui adds ${(badgeCost / 1024).toFixed(2)} kB to the page (${(plain / 1024).toFixed(1)} → ${(withBadge / 1024).toFixed(1)} kB; budget ${BADGE_BUDGET_BYTES / 1024} kB)`,
    badgeCost <= BADGE_BUDGET_BYTES,
  );

  reference = await startReferenceServer('next-app');
  children.push(reference.child);
  const api = reference.origin;

  const appPort = await freePort();
  const next = spawn(
    'pnpm',
    ['exec', 'next', 'start', '--port', String(appPort), '--hostname', '127.0.0.1'],
    {
      cwd: appDir,
      env: { ...process.env, EBSN_API_URL: api, NEXT_TELEMETRY_DISABLED: '1', PORT: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  children.push(next);
  const app = `http://127.0.0.1:${appPort}`;
  await waitFor(`${app}/ebsn/api/auth/test`, next, 'next start', 60_000);

  // What the page should show, read from the API itself: the first top category with products.
  const { category, products } = await categoryWithProducts(api);
  const pagePath = `/category/${category.slug}`;

  log(`\nServer rendering of ${pagePath} (plain fetch, no JavaScript)`);
  const response = await fetch(`${app}${pagePath}`);
  const html = await response.text();
  check('answers 200 with HTML', response.status === 200, `status ${response.status}`);
  const { head, body, bodyText } = pageParts(html);
  check(
    'the heading is the category name',
    new RegExp(`<h1[^>]*>${category.name}</h1>`).test(body),
  );
  const shown = products.slice(0, 4);
  const missingNames = shown.filter((product) => !bodyText.includes(product.name));
  check(
    'the product cards show the product names',
    missingNames.length === 0,
    missingNames.map((p) => p.name).join(', '),
  );
  const { priced, unpriced: missingPrices } = shownPrices(shown, bodyText);
  check(
    'the prices are in Italian format ("Prezzo 1,99 €")',
    priced.length > 0 && missingPrices.length === 0,
    missingPrices.map((p) => `${p.name}: ${euro(p.priceDisplay ?? p.price)}`).join(', '),
  );
  check(
    'every card has its "Aggiungi al carrello" button',
    shown.every((product) =>
      body.includes(`aria-label="Aggiungi al carrello: ${product.name.replace(/'/g, '&#x27;')}"`),
    ),
  );
  const input = /<input[^>]*type="search"[^>]*>/.exec(body)?.[0] ?? '';
  check(
    'the search box input is there (a combobox named "Cerca prodotti")',
    /role="combobox"/.test(input) && /aria-label="Cerca prodotti"/.test(input),
    input || 'no <input type="search">',
  );
  check(
    'the cart summary is there ("Nessun carrello attivo" for a visitor)',
    /<section[^>]*aria-label="Riepilogo"/.test(body) && bodyText.includes('Nessun carrello attivo'),
  );
  const styleTags = [...head.matchAll(/<style data-styled="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)];
  const css = styleTags.map((match) => match[1]).join('\n');
  check(
    "styled-components' <style data-styled> is in the <head>",
    styleTags.length > 0 && css.length > 1000,
    `${styleTags.length} tags, ${css.length} characters`,
  );
  // Every styled element's generated class has its rules in that style sheet.
  const generated = new Set();
  for (const [, classes] of body.matchAll(/class="([^"]*)"/g)) {
    const names = classes.split(/\s+/);
    // A styled element carries its component's id: `sc-…`, or with a display name
    // `StyledBadge-sc-…` (the kit's) and `file__Name-sc-…` (the app's own).
    if (names.some((name) => name.startsWith('sc-') || /-sc-/.test(name))) {
      for (const name of names) {
        if (!name.startsWith('sc-') && !/-sc-/.test(name)) generated.add(name);
      }
    }
  }
  const unstyled = [...generated].filter((name) => !css.includes(`.${name}{`));
  check(
    `the components' classes (${generated.size}) have their rules in the <head>`,
    generated.size >= 10 && unstyled.length === 0,
    `without rules: ${unstyled.join(' ')}`,
  );
  const input2 = /class="([^"]*)"/.exec(input)?.[1]?.split(' ').at(-1);
  const article = /<article[^>]*class="([^"]*)"/.exec(body)?.[1]?.split(' ').at(-1);
  check(
    'the search box and the product card are styled (their classes in the <head>)',
    Boolean(input2 && article && css.includes(`.${input2}{`) && css.includes(`.${article}{`)),
    `input .${input2}, card .${article}`,
  );

  log('\nServer rendering for a signed-in shopper (the cookie goes through to the API)');
  const login = await fetch(`${app}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({ ...ACCOUNT, remember_me: 'true' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  check(
    "signing in through the app's /ebsn/api proxy sets the session cookie",
    login.ok && cookie !== '',
  );
  const signedIn = text(
    (await (await fetch(`${app}${pagePath}`, { headers: { cookie } })).text()).replace(
      /<script[\s\S]*?<\/script>/g,
      '',
    ),
  );
  check(
    "the cart summary shows the shopper's cart (TOTALE in euro)",
    /Riepilogo/.test(signedIn) && /TOTALE \d+,\d{2} €/.test(signedIn),
    signedIn.slice(signedIn.indexOf('Riepilogo'), signedIn.indexOf('Riepilogo') + 200),
  );

  log('\nHydration in Chromium');
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const context = await browser.newContext({
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const messages = watchConsole(page);
  await page.goto(`${app}${pagePath}`, { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await box.fill(products[0].name.split(' ')[0]);
  await box.press('Enter');
  await page.waitForURL(/\?q=/, { timeout: 10_000 }).catch(() => undefined);
  check(
    'the hydrated search box searches in the category (client-side navigation)',
    /\?q=/.test(page.url()) &&
      (await page.getByRole('heading', { level: 1 }).textContent())?.includes('«'),
    page.url(),
  );

  // A signed-in shopper adds a product: the card and the summary change without a reload.
  const signIn = await context.request.post(`${app}/ebsn/api/auth/login`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    form: { ...ACCOUNT, remember_me: 'true' },
  });
  check('signing in from the browser context', signIn.ok());
  await page.goto(`${app}${pagePath}`, { waitUntil: 'networkidle' });
  const product = pieceProduct(products);
  await page.getByRole('button', { name: `Aggiungi al carrello: ${product.name}` }).click();
  const stepper = page.getByRole('group', { name: product.name });
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  const price = euro(product.priceDisplay ?? product.price);
  let added = false;
  try {
    await stepper.waitFor({ timeout: 10_000 });
    added = true;
    // The count shows at once (optimistic line); the total once the server has answered.
    await waitForSummaryTotal(page, price);
  } catch {
    added = false;
  }
  const summaryText = ((await summary.textContent()) ?? '').replace(/\u00a0/g, ' ');
  check(
    'adding to the cart calls the API through the app: the card shows − and +',
    added,
    `summary: ${summaryText}; notices: ${await page.getByRole('status').last().textContent()}`,
  );
  check(
    `the cart summary follows: 1 prodotto, TOTALE ${price}`,
    summaryText.includes('1 prodotto') && summaryText.includes(`TOTALE${price}`),
    summaryText,
  );

  const hydration = messages.filter((message) => /hydrat/i.test(message));
  check(
    'no hydration warning or error in the console',
    hydration.length === 0,
    hydration.join('\n      '),
  );
  const errors = messages.filter((message) => /^(error|pageerror)/.test(message));
  check('no error in the console', errors.length === 0, errors.join('\n      '));

  await checkKitPage(browser, app, 'next start');
  await checkKitLeafPages(browser, app, 'next start', coverage);

  // Development mode: React checks hydration attribute by attribute there, so a class name that
  // differs between the server and the browser shows as a console message.
  await stop(next);
  const devPort = await freePort();
  const dev = spawn(
    'pnpm',
    ['exec', 'next', 'dev', '--port', String(devPort), '--hostname', '127.0.0.1'],
    {
      cwd: appDir,
      env: { ...process.env, EBSN_API_URL: api, NEXT_TELEMETRY_DISABLED: '1', PORT: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  children.push(dev);
  const devApp = `http://127.0.0.1:${devPort}`;
  await waitFor(`${devApp}/ebsn/api/auth/test`, dev, 'next dev', 180_000);
  log(`\nDevelopment mode (next dev): ${pagePath} hydrates without a message`);
  const devPage = await browser.newPage({
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
  });
  const devMessages = watchConsole(devPage);
  await devPage.goto(`${devApp}${pagePath}`, { waitUntil: 'networkidle', timeout: 180_000 });
  check(
    'next dev: the category page shows its products',
    ((await devPage.locator('main').textContent()) ?? '').includes(products[0].name),
  );
  const devHydration = hydrationMessages(devMessages);
  check(
    'next dev: no hydration message (class names match between server and browser)',
    devHydration.length === 0,
    devHydration.join('\n      '),
  );
  const devErrors = devMessages.filter((message) => /^(error|pageerror)/.test(message));
  check('next dev: no console error', devErrors.length === 0, devErrors.join('\n      '));
  await devPage.close();
  await checkKitPage(browser, devApp, 'next dev');
  await checkKitLeafPages(browser, devApp, 'next dev', coverage);

  if (screenshotsDir) {
    mkdirSync(screenshotsDir, { recursive: true });
    for (const width of [390, 1440]) {
      const shot = await browser.newPage({ viewport: { width, height: 900 }, locale: 'it-IT' });
      await shot.goto(`${app}${pagePath}`, { waitUntil: 'networkidle' });
      await shot.screenshot({
        path: join(screenshotsDir, `category-${width}.png`),
        fullPage: false,
      });
      await shot.close();
    }
    log(`\nScreenshots in ${screenshotsDir}`);
  }
} catch (error) {
  tally.failed += 1;
  log(`  ✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await browser?.close();
  for (const child of children.reverse()) await stop(child);
  reference?.cleanup();
}

log(`\nnext-app: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
