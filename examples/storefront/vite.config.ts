import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// Where the EBSN API lives in development: the reference server by default, a chain's backend
// by configuration only (ARCHITECTURE "Running").
const apiUrl = process.env.EBSN_API_URL ?? 'http://localhost:8080';
const proxy = { target: apiUrl, changeOrigin: true };

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['@carrello/source'] },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  preview: {
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
