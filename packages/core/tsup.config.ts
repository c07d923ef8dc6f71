import { defineConfig } from 'tsup';
import { kitBuild } from '../../scripts/kit-build.mjs';

// `@carrello/core/schemas` is its own entry so that an app can load zod lazily, with the form.
export default defineConfig(() =>
  kitBuild({ entries: { index: 'src/index.ts', schemas: 'src/schemas/index.ts' } }),
);
