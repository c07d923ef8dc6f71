import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one folder below the package root both as src/paths.ts and bundled into
// dist/main.js, so the same relative paths work in tests, `tsx` and the built server.
const here = dirname(fileURLToPath(import.meta.url));

/** Root folder of the `@carrello/server` package. */
export const packageRoot = resolve(here, '..');

/** Root folder of the Carrello repository. */
const repositoryRoot = resolve(packageRoot, '../..');

/** The OpenAPI contract the server implements and validates against. */
export const contractPath = resolve(repositoryRoot, 'openapi/ebsn.yaml');

/** The built storefront, served when present. */
export const storefrontDistPath = resolve(repositoryRoot, 'examples/storefront/dist');

/** Default PGlite data folder (`CARRELLO_DATA_DIR` overrides it). */
export const defaultDataDir = resolve(repositoryRoot, '.data');

/** Whether a built storefront exists in `dir` (the workspace's own build by default). */
export function hasStorefrontBuild(dir: string = storefrontDistPath): boolean {
  return existsSync(resolve(dir, 'index.html'));
}
