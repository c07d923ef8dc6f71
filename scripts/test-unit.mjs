#!/usr/bin/env node
// `pnpm test:unit`: every Vitest project of the workspace. The browser project (the stories in
// headless Chromium, `storybook`) runs in a Vitest run of its own, after the others: within one
// run its browser stays open until the last project ends, and that idle Vitest page keeps about
// one core rendering the whole time (seen as the GPU and renderer processes of Chromium at 80%
// of a core), which on a two-core machine slows every other project.
//
// Usage: node scripts/test-unit.mjs [vitest args]
//   With a --project of its own (`pnpm test:unit --project core`) it is one plain Vitest run.
import { spawnSync } from 'node:child_process';

import { vitestRuns } from './vitest-runs.mjs';

// CARRELLO_TEST_DATABASE_URL (set by .ci/run) is the DATABASE_URL of these runs only: the
// server's tests then make their databases on that PostgreSQL server (docs/ci.md).
const env = { ...process.env };
if (process.env.CARRELLO_TEST_DATABASE_URL)
  env.DATABASE_URL = process.env.CARRELLO_TEST_DATABASE_URL;

const args = process.argv.slice(2);
for (const run of vitestRuns(args)) {
  const result = spawnSync('pnpm', ['exec', 'vitest', 'run', ...run], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
