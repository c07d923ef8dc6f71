import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own in-memory PostgreSQL (PGlite) and shares it. A seeded database is
    // made once per run and catalogue size, and each file opens a copy (src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // The files of a worker share its modules instead of importing the server again for each one
    // (docs/ci.md): no test here mocks a module or stubs the environment or a global, and the
    // module-level caches are keyed by database or app, or hold what is the same in every one
    // (a word's lexemes), and drop a failed read.
    isolate: false,
    // The limits are generous because this project runs next to the browser projects on a loaded
    // CI machine: they only stop a hung test, they never measure speed.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
