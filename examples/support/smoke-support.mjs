// What the examples' end-to-end checks (examples/next-app and examples/rr7-app, scripts/smoke.mjs)
// share: free ports, the reference server on a fresh data folder, waiting for and stopping
// processes, reading a page's text, Italian prices, and a tally of checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, referenceServerBuilt, spawnReferenceServer } from '../../scripts/processes.mjs';

export { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.mjs';
// `stop(child)`: SIGTERM (to the whole group of a `pnpm exec`), SIGKILL after 10 s.
export { freePort, stopProcess as stop } from '../../scripts/processes.mjs';

/** The seeded shopper of the reference server. */
export const ACCOUNT = { login: 'mario.rossi@example.it', password: 'Spesa2026!' };

export const log = (line) => process.stdout.write(`${line}\n`);

/** A tally of checks: `check(name, ok, detail)` prints ✓ or ✗ (with the detail) and counts. */
export function createTally() {
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
export async function waitFor(url, child, name, timeoutMs) {
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
export const euro = (value) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\u00a0/g, ' ');

/** A server-rendered page: its head, its body, and the body's text without its scripts. */
export function pageParts(html) {
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
export function shownPrices(products, bodyText) {
  const priced = products.filter(
    (product) => typeof (product.priceDisplay ?? product.price) === 'number',
  );
  const unpriced = priced.filter(
    (product) => !bodyText.includes(`Prezzo ${euro(product.priceDisplay ?? product.price)}`),
  );
  return { priced, unpriced };
}

/** A product sold by the piece, further down a category (its first ones are services and gifts). */
export const pieceProduct = (products) =>
  products.slice(3).find((item) => item.available > 0 && (item.priceDisplay ?? item.price) > 0) ??
  products[0];

/** Waits up to 10 s for the page's cart summary to show `TOTALE<price>`; a timeout is no error. */
export function waitForSummaryTotal(page, price) {
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
export async function startReferenceServer(name) {
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
