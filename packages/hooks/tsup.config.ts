import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  external: ['react', '@tanstack/react-query', '@carrello/sdk'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Components and hooks run only on the client in React Server Components setups.
  banner: { js: "'use client';" },
});
