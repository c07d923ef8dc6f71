import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';

import {
  reactRouterProduction,
  STOREFRONT_DEDUPE,
  storefrontVersion,
} from '../support/storefront-vite.mjs';
import { styledComponentIds } from './vite.styled-ids.ts';

// The storefront's server build: `src/server/entry-server.tsx` (renderPage) and the
// standalone runner, for Node, with every dependency bundled in so the output runs from any
// folder (`dist/server`, or a copy next to the client build).
export default defineConfig({
  plugins: [react(), styledComponentIds()],
  define: {
    __APP_VERSION__: JSON.stringify(storefrontVersion),
    'process.env.NODE_ENV': '"production"',
  },
  resolve: {
    conditions: ['@carrello/source'],
    dedupe: STOREFRONT_DEDUPE,
    alias: [reactRouterProduction.index],
  },
  publicDir: false,
  ssr: {
    noExternal: true,
    target: 'node',
    resolve: { conditions: ['@carrello/source', ...defaultServerConditions] },
  },
  build: {
    ssr: true,
    outDir: process.env.CARRELLO_SSR_OUT_DIR ?? 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      // The browser loads the CMS HTML sanitizer as a chunk of its own (src/shell/safe-html.tsx);
      // the server renders with it from the start and bundles it in: its dynamic import has
      // nothing to split here, by design.
      checks: { ineffectiveDynamicImport: false },
      input: {
        'entry-server': 'src/server/entry-server.tsx',
        standalone: 'src/server/standalone.ts',
      },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
