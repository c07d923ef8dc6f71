// Size budgets of the storefront, gzip (`pnpm bench:web`).
//
// The checks come from the build's manifest (`vite build --manifest`), so they follow the hashed
// file names: the home route's first load (the entry, every chunk it imports statically, the home
// chunk and its static imports: what index.html and the router fetch before the home page
// paints), then, for each route, what opening it adds to that shell. Read from
// STOREFRONT_DIST (default `dist`), relative to this folder.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, process.env.STOREFRONT_DIST ?? 'dist');

/**
 * The home route's first load, React included: 140 000 bytes gzip on React 19. The `framework` chunk alone (react-dom 19 ≈64 kB, React Router's data router ≈28 kB,
 * TanStack Query, styled-components, openapi-fetch) is ≈122 kB of it; widgets opened on
 * interaction (dialogs, drawers, Floating UI, the HTML sanitizer) load on demand.
 */
export const HOME_BUDGET = '140 kB';

/**
 * What each route adds to the shell when it opens. Sized with some room over the build where the
 * drawers, dialogs and the newsletter check load on demand (so a route with a form or a dialog
 * pays for zod, react-hook-form or Floating UI itself instead of the first load). The checkout
 * also carries react-hook-form since the footer (which had it in the shell) loads on demand, and
 * Floating UI (its dialogs and popovers) since the top bar's profile menu loads on demand.
 */
export const ROUTE_BUDGETS = {
  home: '12 kB',
  catalogue: '15 kB',
  search: '15 kB',
  login: '10 kB',
  checkout: '165 kB',
  'payment-results': '10 kB',
  'stripe-pay-payment': '10 kB',
  'error-pages': '5 kB',
  profile: '15 kB',
  content: '8 kB',
  account: '35 kB',
  // The mobile-phone rules of libphonenumber-js (≈33 kB: the mobile metadata of every calling
  // code, docs/requirements/validation.md "Mobile phone") with zod and the form: only the routes with a phone
  // field pay for them.
  register: '60 kB',
  'profile-account': '60 kB',
  'profile-company': '60 kB',
};

const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk of a manifest key and every chunk it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

/** Paths of the JavaScript files of manifest keys, relative to this folder (size-limit globs). */
function files(keys) {
  return [...keys].map((key) => relative(here, resolve(dist, manifest[key].file)));
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error(`No entry in ${dist}/.vite/manifest.json`);
const shell = closure(entry);
/**
 * The modules the router imports lazily, by name: a page's own file, or a group of pages that
 * load as one chunk (`src/routes/chunks/`), named as the file the group's pages once shared.
 */
const ROUTE_MODULE = /^src\/routes\/(?:chunks\/)?([^/]+)\.tsx?$/;
const routeKeys = new Map(
  Object.keys(manifest)
    .map((key) => [ROUTE_MODULE.exec(key)?.[1], key])
    .filter(([name]) => name !== undefined),
);
const routeKey = (name) => routeKeys.get(name);
const routes = [...routeKeys.keys()].sort();

const home = closure(routeKey('home'), new Set(shell));

/**
 * The floor under the home budget, measured, not budgeted: `bench/size-floor` is the libraries the
 * storefront hydrates with (React DOM 19, React Router's data router, TanStack Query,
 * styled-components, openapi-fetch), each used once, and none of the storefront's code. Built by
 * `pnpm bench:web` into SIZE_FLOOR_DIST; the difference between the budget and it is what the
 * budget leaves for the storefront's own first screen.
 */
function floorCheck() {
  const floorDist = process.env.SIZE_FLOOR_DIST;
  if (!floorDist) return [];
  const floorManifest = JSON.parse(readFileSync(resolve(floorDist, '.vite/manifest.json'), 'utf8'));
  const floorEntry = Object.keys(floorManifest).find((key) => floorManifest[key].isEntry);
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of floorManifest[key]?.imports ?? []) visit(imported);
  };
  visit(floorEntry);
  return [
    {
      name: 'floor: the libraries alone (bench/size-floor)',
      path: [...keys].map((key) => relative(here, resolve(floorDist, floorManifest[key].file))),
      gzip: true,
    },
  ];
}

export default [
  { name: 'home (first load, incl. React)', path: files(home), limit: HOME_BUDGET, gzip: true },
  ...floorCheck(),
  ...routes.map((name) => {
    const own = [...closure(routeKey(name))].filter((key) => !shell.has(key));
    return {
      name: `route ${name}`,
      path: files(own),
      limit: ROUTE_BUDGETS[name] ?? '20 kB',
      gzip: true,
    };
  }),
];
