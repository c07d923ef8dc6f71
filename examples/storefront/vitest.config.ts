import { defineProject } from 'vitest/config';

import { STOREFRONT_DEDUPE } from '../support/storefront-vite.mjs';

// Behaviour tests of the storefront's own code (payments first) in happy-dom, on the workspace
// packages' sources; the whole journey runs in Chromium under e2e/.
export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: {
    conditions: ['@carrello/source'],
    // One React: the kit's sources import libraries that pnpm links, in the kit's own
    // node_modules, with the kit's React 18.3 dev copy. Vitest loads those libraries with Node,
    // so each would bring its React 18 ("A React Element from an older version of React").
    // Resolving them from the storefront (its devDependencies hold React 19 instances) keeps
    // every element and hook on the storefront's React 19.
    dedupe: [...STOREFRONT_DEDUPE, '@floating-ui/react', 'downshift', 'react-hook-form', 'swiper'],
  },
  test: {
    name: 'storefront',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
