import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// Where the EBSN API lives in development: the reference server by default, a chain's backend
// by configuration only (ARCHITECTURE "Running").
const apiUrl = process.env.EBSN_API_URL ?? 'http://localhost:8080';
const proxy = { target: apiUrl, changeOrigin: true };

// React Router 7 publishes a production build (no development warnings) but its package exports
// only the development one (remix-run/react-router#12532, #14102); the storefront's builds alias
// the package's two entries it uses to the production files.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(
  createRequire(require.resolve('react-router-dom')).resolve('react-router/package.json'),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

/**
 * The shared libraries every page needs (React, the router, TanStack Query, styled-components,
 * openapi-fetch) in one chunk: one request instead of several, compressed together, and cached
 * across releases that change only the storefront.
 */
const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|styled-components|stylis|@emotion[\\/][^\\/]+|openapi-fetch)[\\/]/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text file of the build, so that a
 * static server can send them compressed at no cost per request (@fastify/static
 * `preCompressed`, nginx `gzip_static`/`brotli_static`).
 */
function precompress(): Plugin {
  return {
    name: 'carrello:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${file}.br`), br),
            writeFile(join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The workspace packages from their sources, and Vite's own conditions (browser builds, the
  // production variants): setting `conditions` replaces the defaults, it does not add to them.
  resolve: {
    conditions: ['@carrello/source', ...defaultClientConditions],
    alias: command === 'build' ? reactRouterProduction : [],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  preview: {
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
      },
    },
  },
}));
