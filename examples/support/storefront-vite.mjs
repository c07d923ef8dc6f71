// What the storefront's Vite configs share (examples/storefront: vite.config.ts for the browser,
// vite.server.config.ts for the server build, vitest.config.ts for its tests).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const storefrontPackage = new URL('../storefront/package.json', import.meta.url);

/** The storefront's version (its package.json), which the app shows as `__APP_VERSION__`. */
export const storefrontVersion = JSON.parse(readFileSync(storefrontPackage, 'utf8')).version;

/**
 * Packages that must exist once in a page: React itself and the libraries holding its context.
 * The kit's sources resolve their own React (18.3, the kit's development copy) unless told
 * otherwise.
 */
export const STOREFRONT_DEDUPE = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  // The kit's icons: from the kit's sources it would resolve its own copy (the React 18.3 dev
  // peer), a second lucide-react runtime in the first load, with a context of its own.
  'lucide-react',
];

// React Router 7 publishes a production build (no development warnings) but its package exports
// only the development one; the storefront's builds alias the package's entries they use to the
// production files.
const reactRouterDir = dirname(
  createRequire(createRequire(storefrontPackage).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);

/** Aliases of React Router's entries to its production build: `react-router`, `react-router/dom`. */
export const reactRouterProduction = {
  index: { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  dom: {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
};
