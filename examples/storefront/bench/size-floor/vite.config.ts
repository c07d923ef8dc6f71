// Build of the size floor (see main.tsx), minified as the storefront is (vite.config.ts).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: process.env.SIZE_FLOOR_OUT_DIR ?? resolve(here, 'dist'),
    emptyOutDir: true,
    manifest: true,
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, module: true },
  },
});
