import { defineConfig } from 'tsup';

export default defineConfig({
  // `@carrello/core/schemas` is its own entry so that an app can load zod lazily, with the form.
  entry: { index: 'src/index.ts', schemas: 'src/schemas/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
