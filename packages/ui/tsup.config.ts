import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/headless.ts'],
  external: ['react', 'react-dom', 'styled-components', /^swiper/],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Components and hooks run only on the client in React Server Components setups.
  banner: { js: "'use client';" },
});
