// End-to-end check of the React Router 7 framework-mode example, against the reference server.
//
// Production (`react-router build`, then `react-router-serve`): the category page's HTML, fetched
// without JavaScript, has the loader's data (the category, its products with Italian prices, the
// search box, the cart summary) and styled-components' rules in the <head> (entry.server.tsx), a
// missing category answers 404 with its Italian page; in Debian's Chromium the page hydrates with
// no hydration message or console error, searches through the router, and a signed-in shopper adds
// a product to the cart. Development (`react-router dev`): the same page hydrates with no message,
// which React checks attribute by attribute there (the kit's class names included).
//
//   node scripts/smoke.mjs        # builds the app first when build/ has no server build
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import {
  ACCOUNT,
  CHROMIUM_LAUNCH_OPTIONS,
  categoryWithProducts,
  createTally,
  errorMessages,
  euro,
  freePort,
  hydrationMessages,
  log,
  pageParts,
  pieceProduct,
  shownPrices,
  startReferenceServer,
  stop,
  waitFor,
  waitForSummaryTotal,
  watchConsole,
} from '../../support/smoke-support.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tally = createTally();
const { check } = tally;
const children = [];
let reference;
let browser;

/** Loads `url` in a new page and checks that it hydrates without a message. */
async function hydrates(url, mode, expectedText) {
  const page = await browser.newPage({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  const messages = watchConsole(page);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
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

try {
  if (!existsSync(join(appDir, 'build/server/index.js'))) {
    log('Building the app (react-router build)...');
    const build = spawnSync('pnpm', ['exec', 'react-router', 'build'], {
      cwd: appDir,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('react-router build failed');
  }

  reference = await startReferenceServer('rr7-app');
  children.push(reference.child);
  const api = reference.origin;

  const appPort = await freePort();
  const serve = spawn('pnpm', ['exec', 'react-router-serve', './build/server/index.js'], {
    cwd: appDir,
    env: { ...process.env, EBSN_API_URL: api, PORT: String(appPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(serve);
  const app = `http://127.0.0.1:${appPort}`;
  await waitFor(`${app}/ebsn/api/auth/test`, serve, 'react-router-serve', 60_000);

  const { category, products } = await categoryWithProducts(api);
  const pagePath = `/category/${category.slug}`;

  log(`\nServer rendering of ${pagePath} (react-router-serve, plain fetch, no JavaScript)`);
  const response = await fetch(`${app}${pagePath}`);
  const html = await response.text();
  check('answers 200 with HTML', response.status === 200, `status ${response.status}`);
  const { head, body, bodyText } = pageParts(html);
  check(
    'the heading is the category name',
    new RegExp(`<h1[^>]*>${category.name}</h1>`).test(body),
  );
  check(
    'the <title> comes from the route meta',
    head.includes(`<title>${category.name} · Carrello</title>`),
  );
  const shown = products.slice(0, 4);
  const missing = shown.filter((product) => !bodyText.includes(product.name));
  check(
    'the product cards show the names the loader read',
    missing.length === 0,
    missing.map((product) => product.name).join(', '),
  );
  const { priced, unpriced } = shownPrices(shown, bodyText);
  check(
    'the prices are in Italian format ("Prezzo 1,99 €")',
    priced.length > 0 && unpriced.length === 0,
    unpriced.map((product) => product.name).join(', '),
  );
  check(
    'the cart summary is there ("Nessun carrello attivo" for a visitor)',
    bodyText.includes('Nessun carrello attivo'),
  );
  const styleTags = [...head.matchAll(/<style data-styled="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)];
  const css = styleTags.map((match) => match[1]).join('\n');
  check(
    "entry.server.tsx puts styled-components' rules in the <head>",
    styleTags.length > 0 && css.length > 1000,
    `${styleTags.length} tags, ${css.length} characters`,
  );
  const kitClasses = new Set();
  for (const [, classes] of body.matchAll(/class="([^"]*)"/g)) {
    const names = classes.split(/\s+/);
    if (names.some((name) => /-sc-/.test(name)))
      for (const name of names) if (!/(^|-)sc-/.test(name)) kitClasses.add(name);
  }
  const unstyled = [...kitClasses].filter((name) => !css.includes(`.${name}{`));
  check(
    `every styled element's class (${kitClasses.size}) has its rules in the <head>`,
    kitClasses.size >= 10 && unstyled.length === 0,
    `without rules: ${unstyled.join(' ')}`,
  );
  const notFound = await fetch(`${app}/category/non-esiste-davvero`);
  check(
    'a missing category answers 404 with "Pagina non trovata"',
    notFound.status === 404 && (await notFound.text()).includes('Pagina non trovata'),
    `status ${notFound.status}`,
  );

  log('\nHydration in Chromium (production build)');
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const { page, messages } = await hydrates(
    `${app}${pagePath}`,
    'react-router-serve',
    products[0].name,
  );
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await box.fill(products[0].name.split(' ')[0]);
  await box.press('Enter');
  await page.waitForURL(/\?q=/, { timeout: 10_000 }).catch(() => undefined);
  await page
    .getByRole('heading', { level: 1, name: /«/ })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  check(
    'the hydrated search box searches through the router (the loader runs again)',
    /\?q=/.test(page.url()) &&
      ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').includes('«'),
    page.url(),
  );

  const signIn = await page.context().request.post(`${app}/ebsn/api/auth/login`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    form: { ...ACCOUNT, remember_me: 'true' },
  });
  check("signing in through the app's /ebsn/api resource route", signIn.ok());
  await page.goto(`${app}${pagePath}`, { waitUntil: 'networkidle' });
  const product = pieceProduct(products);
  await page.getByRole('button', { name: `Aggiungi al carrello: ${product.name}` }).click();
  let added = true;
  await page
    .getByRole('group', { name: product.name })
    .waitFor({ timeout: 10_000 })
    .catch(() => {
      added = false;
    });
  const price = euro(product.priceDisplay ?? product.price);
  await waitForSummaryTotal(page, price);
  const summary = (
    (await page.getByRole('region', { name: 'Riepilogo' }).textContent()) ?? ''
  ).replace(/\u00a0/g, ' ');
  check('adding to the cart: the card shows − and +', added);
  check(
    `the cart summary follows: 1 prodotto, TOTALE ${price}`,
    summary.includes('1 prodotto') && summary.includes(`TOTALE${price}`),
    summary,
  );
  const later = errorMessages(messages);
  check(
    'no console error through search, sign-in and add',
    later.length === 0,
    later.join('\n      '),
  );
  await page.close();

  await stop(serve);
  log('\nDevelopment mode (react-router dev)');
  const devPort = await freePort();
  const dev = spawn(
    'pnpm',
    [
      'exec',
      'react-router',
      'dev',
      '--port',
      String(devPort),
      '--host',
      '127.0.0.1',
      '--strictPort',
      // Vite keys its pre-bundled dependencies on the lockfile, not on the kit's build: a kit
      // rebuilt since the last run would hydrate against the old pre-bundle. Re-bundle, as a
      // fresh clone does.
      '--force',
    ],
    {
      cwd: appDir,
      env: { ...process.env, EBSN_API_URL: api },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  children.push(dev);
  const devApp = `http://127.0.0.1:${devPort}`;
  await waitFor(`${devApp}/ebsn/api/auth/test`, dev, 'react-router dev', 120_000);
  const devRun = await hydrates(`${devApp}${pagePath}`, 'react-router dev', products[0].name);
  await devRun.page.close();
} catch (error) {
  check(
    'the check ran to its end',
    false,
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
} finally {
  await browser?.close();
  for (const child of children.reverse()) await stop(child);
  reference?.cleanup();
}

log(`\nrr7-app: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
