// What the examples' end-to-end checks (examples/next-app and examples/rr7-app, scripts/smoke.mjs)
// share: a run that starts and stops the reference server and the app, reading a page's text,
// Italian prices, a tally of checks, and the checks of the category page that both apps render.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.mjs';
import {
  freePort,
  referenceServerBuilt,
  spawnReferenceServer,
  stopProcess,
} from '../../scripts/processes.mjs';

// `stop(child)`: SIGTERM (to the whole group of a `pnpm exec`), SIGKILL after 10 s.
export { stopProcess as stop } from '../../scripts/processes.mjs';

/** The seeded shopper of the reference server. */
export const ACCOUNT = { login: 'mario.rossi@example.it', password: 'Spesa2026!' };

export const log = (line) => process.stdout.write(`${line}\n`);

/** A tally of checks: `check(name, ok, detail)` prints ✓ or ✗ (with the detail) and counts. */
function createTally() {
  const tally = {
    passed: 0,
    failed: 0,
    check(name, ok, detail = '') {
      if (ok) tally.passed += 1;
      else tally.failed += 1;
      log(`${ok ? '  ✓' : '  ✗'} ${name}${ok || !detail ? '' : `\n      ${detail}`}`);
    },
  };
  return tally;
}

/** Waits until `url` answers below 500, or fails when `child` exits or time runs out. */
async function waitFor(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

/** The text of an HTML fragment, as a reader gets it (tags dropped, entities decoded). */
export function text(html) {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A price as the kit writes it ("1,99 €", with a plain space). */
const euro = (value) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\u00a0/g, ' ');

/** A server-rendered page: its head, its body, and the body's text without its scripts. */
function pageParts(html) {
  const headEnd = html.indexOf('</head>');
  const body = html.slice(headEnd);
  return {
    head: html.slice(0, headEnd),
    body,
    bodyText: text(body.replace(/<script[\s\S]*?<\/script>/g, '')),
  };
}

/**
 * Of `products`, those with a price (`priced`), and those of them whose price `bodyText` does not
 * show as a card writes it, "Prezzo 1,99 €" (`unpriced`).
 */
function shownPrices(products, bodyText) {
  const priced = products.filter(
    (product) => typeof (product.priceDisplay ?? product.price) === 'number',
  );
  const unpriced = priced.filter(
    (product) => !bodyText.includes(`Prezzo ${euro(product.priceDisplay ?? product.price)}`),
  );
  return { priced, unpriced };
}

/** A product sold by the piece, further down a category (its first ones are services and gifts). */
const pieceProduct = (products) =>
  products.slice(3).find((item) => item.available > 0 && (item.priceDisplay ?? item.price) > 0) ??
  products[0];

/** Waits up to 10 s for the page's cart summary to show `TOTALE<price>`; a timeout is no error. */
function waitForSummaryTotal(page, price) {
  return page
    .waitForFunction(
      (expected) =>
        document
          .querySelector('section[aria-label="Riepilogo"]')
          ?.textContent?.replace(/\u00a0/g, ' ')
          .includes(expected),
      `TOTALE${price}`,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * Starts the reference server on a free port with a fresh PGlite data folder (600 products) and
 * waits for it. Returns its origin, the child process and a `cleanup` that removes the folder.
 */
async function startReferenceServer(name) {
  const dataDir = mkdtempSync(join(tmpdir(), `carrello-${name}-`));
  const port = await freePort();
  const child = spawnReferenceServer({
    port,
    dataDir,
    source: !referenceServerBuilt(),
    env: { CARRELLO_SEED_PRODUCTS: '600', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/ebsn/api/auth/test`, child, 'The reference server', 120_000);
  return { origin, child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The first top category of the API with at least 4 products, and its first products. */
export async function categoryWithProducts(api) {
  const tree = await (await fetch(`${api}/ebsn/api/category`)).json();
  for (const candidate of tree.data.categories) {
    const list = await (
      await fetch(
        `${api}/ebsn/api/products?parent_category_id=${candidate.categoryId}&page_size=24`,
      )
    ).json();
    if (list.data.products.length >= 4)
      return { category: candidate, products: list.data.products };
  }
  throw new Error('The reference server has no category with products');
}

/** Collects a page's console errors and warnings and its uncaught errors. */
export function watchConsole(page, messages = []) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** The hydration messages among collected console messages. */
export const hydrationMessages = (messages) =>
  messages.filter((message) => /hydrat|did not match|didn't match/i.test(message));

/** The errors among collected console messages. */
export const errorMessages = (messages) =>
  messages.filter((message) => /^(error|pageerror)/.test(message));

/** Builds the app with `pnpm exec <args>` in `cwd` unless `output` (a file of the build) exists. */
export function buildOnce(cwd, output, args, env = {}) {
  if (existsSync(output)) return;
  log(`Building the app (${args.join(' ')})...`);
  const build = spawnSync('pnpm', ['exec', ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

/**
 * Runs an example's end-to-end check, then prints the tally and exits with it. `body(run)` checks
 * with `run.check`, starts the reference server (`run.startReferenceServer()`), the app
 * (`run.startApp(...)`) and Chromium (`run.launchBrowser()`, then `run.browser`): all of them are
 * stopped at the end, whatever happens. An error `body` throws is a failed check.
 */
export async function runSmoke(name, body) {
  const tally = createTally();
  const children = [];
  let reference;
  const run = {
    check: tally.check,
    browser: undefined,
    /** Starts the reference server (see {@link startReferenceServer}); resolves with its origin. */
    async startReferenceServer() {
      reference = await startReferenceServer(name);
      children.push(reference.child);
      return reference.origin;
    },
    /**
     * Starts `pnpm exec <args>` in `cwd` on a free port, `launch(port)` giving `{ args, env }`,
     * and waits until the app forwards `/ebsn/api` to the backend. Resolves with the process and
     * the app's origin.
     */
    async startApp(label, cwd, launch, timeoutMs) {
      const port = await freePort();
      const { args, env = {} } = launch(port);
      const child = spawn('pnpm', ['exec', ...args], {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
      children.push(child);
      const origin = `http://127.0.0.1:${port}`;
      await waitFor(`${origin}/ebsn/api/auth/test`, child, label, timeoutMs);
      return { child, origin };
    },
    /** Launches Debian's Chromium (scripts/chromium.mjs) once; resolves with `run.browser`. */
    async launchBrowser() {
      run.browser ??= await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
      return run.browser;
    },
  };
  try {
    await body(run);
  } catch (error) {
    tally.check(
      'the check ran to its end',
      false,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  } finally {
    await run.browser?.close();
    for (const child of children.reverse()) await stopProcess(child);
    reference?.cleanup();
  }
  log(`\n${name}: ${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed === 0 ? 0 : 1);
}

/**
 * Loads `url` in a new page of `browser` and checks that `main` shows `expectedText`, with no
 * hydration message and no console error. Resolves with the page and its console messages.
 */
export async function checkHydrates(
  check,
  browser,
  url,
  { mode, expectedText, timeout = 120_000 },
) {
  const page = await browser.newPage({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  const messages = watchConsole(page);
  await page.goto(url, { waitUntil: 'networkidle', timeout });
  check(
    `${mode}: the page shows "${expectedText}"`,
    ((await page.locator('main').textContent()) ?? '').includes(expectedText),
  );
  const hydration = hydrationMessages(messages);
  check(`${mode}: no hydration message`, hydration.length === 0, hydration.join('\n      '));
  const errors = errorMessages(messages);
  check(`${mode}: no console error`, errors.length === 0, errors.join('\n      '));
  return { page, messages };
}

/** Checks that the console `messages` (see {@link watchConsole}) have no hydration message or error. */
function checkQuietConsole(check, messages, when) {
  const problems = [...new Set([...hydrationMessages(messages), ...errorMessages(messages)])];
  check(
    `no hydration message or console error ${when}`,
    problems.length === 0,
    problems.join('\n      '),
  );
}

/**
 * The server's HTML of a category page (`html`, fetched without JavaScript): the category's name
 * as heading, the names and Italian prices of its first products, the cart summary, and
 * styled-components' rules in the <head> for the class of every styled element. Resolves with
 * the page's parts (see {@link pageParts}) and the style sheet.
 */
export function checkCategoryHtml(check, html, { category, products }) {
  const { head, body, bodyText } = pageParts(html);
  check(
    'the heading is the category name',
    new RegExp(`<h1[^>]*>${category.name}</h1>`).test(body),
  );
  const missingNames = products.filter((product) => !bodyText.includes(product.name));
  check(
    'the product cards show the product names',
    missingNames.length === 0,
    missingNames.map((product) => product.name).join(', '),
  );
  const { priced, unpriced } = shownPrices(products, bodyText);
  check(
    'the prices are in Italian format ("Prezzo 1,99 €")',
    priced.length > 0 && unpriced.length === 0,
    unpriced.map((p) => `${p.name}: ${euro(p.priceDisplay ?? p.price)}`).join(', '),
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
    // `StyledBadge-sc-…` (the kit's) and `file__Name-sc-…` (an app's own, with the SWC transform).
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
  return { head, body, bodyText, css };
}

/**
 * In a hydrated category `page`: searching the first word of the first product's name goes to
 * `?q=` and the heading becomes «…» (`how` says how the app gets there).
 */
async function checkSearch(check, page, products, how) {
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await box.fill(products[0].name.split(' ')[0]);
  await box.press('Enter');
  await page.waitForURL(/\?q=/, { timeout: 10_000 }).catch(() => undefined);
  await page
    .getByRole('heading', { level: 1, name: /«/ })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  check(
    `the hydrated search box searches in the category (${how})`,
    /\?q=/.test(page.url()) &&
      ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').includes('«'),
    page.url(),
  );
}

/**
 * The seeded shopper signs in through the app's `/ebsn/api` (in the page's browser context) and
 * adds a product sold by the piece from the category page at `url`: the card shows − and + and
 * the cart summary follows, without a reload.
 */
async function checkAddToCart(check, page, { url, products }) {
  const signIn = await page.context().request.post(new URL('/ebsn/api/auth/login', url).href, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    form: { ...ACCOUNT, remember_me: 'true' },
  });
  check("signing in through the app's /ebsn/api, in the browser's context", signIn.ok());
  await page.goto(url, { waitUntil: 'networkidle' });
  const product = pieceProduct(products);
  await page.getByRole('button', { name: `Aggiungi al carrello: ${product.name}` }).click();
  const price = euro(product.priceDisplay ?? product.price);
  let added = false;
  try {
    await page.getByRole('group', { name: product.name }).waitFor({ timeout: 10_000 });
    added = true;
    // The count shows at once (optimistic line); the total once the server has answered.
    await waitForSummaryTotal(page, price);
  } catch {
    // `added` says what was reached.
  }
  const summary = (
    (await page.getByRole('region', { name: 'Riepilogo' }).textContent()) ?? ''
  ).replace(/\u00a0/g, ' ');
  check(
    'adding to the cart calls the API through the app: the card shows − and +',
    added,
    `summary: ${summary}; notices: ${await page.getByRole('status').last().textContent()}`,
  );
  check(
    `the cart summary follows: 1 prodotto, TOTALE ${price}`,
    summary.includes('1 prodotto') && summary.includes(`TOTALE${price}`),
    summary,
  );
}

/**
 * The category page at `url` in the run's Chromium (launched if need be), served by `mode`: it
 * hydrates without a message (see {@link checkHydrates}), searches (`how` says how the app gets
 * there) and the shopper adds a product (see {@link checkAddToCart}), with no hydration message
 * or console error on the way.
 */
export async function checkCategoryInBrowser(run, { url, products, mode, how }) {
  log(`\nHydration in Chromium (${mode})`);
  const { check } = run;
  const { page, messages } = await checkHydrates(check, await run.launchBrowser(), url, {
    mode,
    expectedText: products[0].name,
  });
  await checkSearch(check, page, products, how);
  await checkAddToCart(check, page, { url, products });
  checkQuietConsole(check, messages, 'through search, sign-in and add');
  await page.close();
}
