import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';

import { readFileSync } from 'node:fs';

import { styledComponentIds } from './vite.styled-ids.ts';

// The storefront's server build: `src/server/entry-server.tsx` (renderPage) and the
// standalone runner, for Node, with every dependency bundled in so the output runs from any
// folder (`dist/server`, or a copy next to the client build).
const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

const require = createRequire(import.meta.url);
const reactRouterDir = dirname(
  createRequire(require.resolve('react-router-dom')).resolve('react-router/package.json'),
);

export default defineConfig({
  plugins: [react(), styledComponentIds()],
  define: { __APP_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
  resolve: {
    conditions: ['@carrello/source'],
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'styled-components',
      '@tanstack/react-query',
      'lucide-react',
    ],
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
    ],
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
