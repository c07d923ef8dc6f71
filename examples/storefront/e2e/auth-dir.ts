import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs side by side (each with its own CARRELLO_E2E_DIST and server) keep their sessions apart:
// a session saved by one run's server is unknown to another's.
// Shards of one run (scripts/e2e-shards.mjs) each have a server, so each keeps its own too.
const run =
  (process.env.CARRELLO_E2E_DIST ? `-${basename(process.env.CARRELLO_E2E_DIST)}` : '') +
  (process.env.CARRELLO_E2E_SHARD ? `-shard-${process.env.CARRELLO_E2E_SHARD}` : '');

/** Where the global setup keeps the demo accounts' sessions (git-ignored, rewritten each run). */
export const AUTH_DIR = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  `node_modules/.cache/carrello-e2e-auth${run}`,
);
