import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The EBSN API of the reference server (`pnpm start` at the repository root); point
// EBSN_API_URL at your chain's backend instead.
const target = process.env.EBSN_API_URL ?? 'http://localhost:8080';
const proxy = {
  '/ebsn/api': { target, changeOrigin: true },
  '/media': { target, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
