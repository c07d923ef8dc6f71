import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// One test run for the whole workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    // One test file a core. Left alone, Vitest keeps one core for itself and runs one file at a
    // time on a two-core machine, while most of a file's time is spent waiting on the embedded
    // database, a child process or the browser.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'examples/*/vitest.config.ts',
      // The repository's own scripts (the Chromium every browser suite launches).
      'scripts/vitest.config.ts',
      // The stories of @carrello/ui as tests in headless Chromium (Storybook's Vitest addon).
      'packages/ui/vitest.storybook.config.ts',
    ],
  },
});
