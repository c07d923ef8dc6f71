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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  buildOnce,
  categoryWithProducts,
  checkCategoryInBrowser,
  checkCategoryHtml,
  checkHydrates,
  log,
  runSmoke,
  stop,
} from '../../support/smoke-support.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

await runSmoke('rr7-app', async (run) => {
  const { check } = run;
  buildOnce(appDir, join(appDir, 'build/server/index.js'), ['react-router', 'build']);
  const api = await run.startReferenceServer();
  const serve = await run.startApp(
    'react-router-serve',
    appDir,
    (port) => ({
      args: ['react-router-serve', './build/server/index.js'],
      env: { EBSN_API_URL: api, PORT: String(port), HOST: '127.0.0.1' },
    }),
    60_000,
  );
  const app = serve.origin;

  const { category, products } = await categoryWithProducts(api);
  const pagePath = `/category/${category.slug}`;

  log(`\nServer rendering of ${pagePath} (react-router-serve, plain fetch, no JavaScript)`);
  const response = await fetch(`${app}${pagePath}`);
  const html = await response.text();
  check('answers 200 with HTML', response.status === 200, `status ${response.status}`);
  const { head } = checkCategoryHtml(check, html, { category, products: products.slice(0, 4) });
  check(
    'the <title> comes from the route meta',
    head.includes(`<title>${category.name} · Carrello</title>`),
  );
  const notFound = await fetch(`${app}/category/non-esiste-davvero`);
  check(
    'a missing category answers 404 with "Pagina non trovata"',
    notFound.status === 404 && (await notFound.text()).includes('Pagina non trovata'),
    `status ${notFound.status}`,
  );

  await checkCategoryInBrowser(run, {
    url: `${app}${pagePath}`,
    products,
    mode: 'react-router-serve',
    how: 'through the router: the loader runs again',
  });

  await stop(serve.child);
  log('\nDevelopment mode (react-router dev)');
  const dev = await run.startApp(
    'react-router dev',
    appDir,
    (port) => ({
      args: [
        'react-router',
        'dev',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--strictPort',
        // Vite keys its pre-bundled dependencies on the lockfile, not on the kit's build: a kit
        // rebuilt since the last run would hydrate against the old pre-bundle. Re-bundle, as a
        // fresh clone does.
        '--force',
      ],
      env: { EBSN_API_URL: api },
    }),
    120_000,
  );
  const devRun = await checkHydrates(check, run.browser, `${dev.origin}${pagePath}`, {
    mode: 'react-router dev',
    expectedText: products[0].name,
  });
  await devRun.page.close();
});
