import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

// The name and type of what is provided: `ProvidedContext` in ./test-database.
import type {} from './test-database';

/**
 * Once per run of the server project: a folder for the seeded embedded databases its test files
 * share, removed when the run ends. A copy lives for one run only, so a change to a migration or
 * to the seed is always in the next run.
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'carrello-pglite-copies-'));
  project.provide('pgliteCopies', folder);
  return () => {
    rmSync(folder, { recursive: true, force: true });
  };
}
