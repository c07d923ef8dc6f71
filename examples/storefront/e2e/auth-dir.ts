import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the global setup keeps the demo accounts' sessions (git-ignored, rewritten each run). */
export const AUTH_DIR = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  'node_modules/.cache/carrello-e2e-auth',
);
