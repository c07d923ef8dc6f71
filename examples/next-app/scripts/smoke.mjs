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
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { KIT_MODULES, kitCoverage } from './kit-coverage.mjs';
import { checkLeavesInBrowser, serverMarkProblems } from './kit-leaves.mjs';

import {
  ACCOUNT,
  buildOnce,
  categoryWithProducts,
  checkCategoryInBrowser,
  checkCategoryHtml,
  checkHydrates,
  errorMessages,
  hydrationMessages,
  log,
  runSmoke,
  stop,
  text,
  watchConsole,
} from '../../support/smoke-support.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const screenshotsArg = process.argv.indexOf('--screenshots');
const screenshotsDir =
  screenshotsArg > 0 && process.argv[screenshotsArg + 1]
    ? resolve(process.argv[screenshotsArg + 1])
    : undefined;

/** Set by the run (see runSmoke of examples/support/smoke-support.mjs). */
let check;

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
  const hydration = hydrationMessages(messages);
  check(
    `${mode}: no hydration message on /kit`,
    hydration.length === 0,
    hydration.join('\n      '),
  );
  const errors = errorMessages(messages);
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

/** Starts `next <command>` on a free port against the reference server at `api`. */
const startNext = (run, command, api, timeoutMs) =>
  run.startApp(
    `next ${command}`,
    appDir,
    (port) => ({
      args: ['next', command, '--port', String(port), '--hostname', '127.0.0.1'],
      env: { EBSN_API_URL: api, NEXT_TELEMETRY_DISABLED: '1', PORT: '' },
    }),
    timeoutMs,
  );

await runSmoke('next-app', async (run) => {
  check = run.check;
  buildOnce(appDir, join(appDir, 'dist/BUILD_ID'), ['next', 'build'], {
    NEXT_TELEMETRY_DISABLED: '1',
  });

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

  const api = await run.startReferenceServer();
  const next = await startNext(run, 'start', api, 60_000);
  const app = next.origin;

  // What the page should show, read from the API itself: the first top category with products.
  const { category, products } = await categoryWithProducts(api);
  const pagePath = `/category/${category.slug}`;

  log(`\nServer rendering of ${pagePath} (plain fetch, no JavaScript)`);
  const response = await fetch(`${app}${pagePath}`);
  const html = await response.text();
  check('answers 200 with HTML', response.status === 200, `status ${response.status}`);
  const shown = products.slice(0, 4);
  const { body, css } = checkCategoryHtml(check, html, { category, products: shown });
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

  await checkCategoryInBrowser(run, {
    url: `${app}${pagePath}`,
    products,
    mode: 'next start',
    how: 'client-side navigation',
  });

  await checkKitPage(run.browser, app, 'next start');
  await checkKitLeafPages(run.browser, app, 'next start', coverage);

  // Development mode: React checks hydration attribute by attribute there, so a class name that
  // differs between the server and the browser shows as a console message.
  await stop(next.child);
  const dev = await startNext(run, 'dev', api, 180_000);
  log(`\nDevelopment mode (next dev): ${pagePath} hydrates without a message`);
  const devRun = await checkHydrates(check, run.browser, `${dev.origin}${pagePath}`, {
    mode: 'next dev',
    expectedText: products[0].name,
    timeout: 180_000,
  });
  await devRun.page.close();
  await checkKitPage(run.browser, dev.origin, 'next dev');
  await checkKitLeafPages(run.browser, dev.origin, 'next dev', coverage);

  if (screenshotsDir) {
    mkdirSync(screenshotsDir, { recursive: true });
    for (const width of [390, 1440]) {
      const shot = await run.browser.newPage({ viewport: { width, height: 900 }, locale: 'it-IT' });
      await shot.goto(`${app}${pagePath}`, { waitUntil: 'networkidle' });
      await shot.screenshot({
        path: join(screenshotsDir, `category-${width}.png`),
        fullPage: false,
      });
      await shot.close();
    }
    log(`\nScreenshots in ${screenshotsDir}`);
  }
});
