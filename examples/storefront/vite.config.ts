import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The workspace packages from their sources, and Vite's own conditions (browser builds, the
  // production variants): setting `conditions` replaces the defaults, it does not add to them.
  resolve: { conditions: ['@carrello/source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  preview: {
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
