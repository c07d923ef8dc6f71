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
    // The limits are generous because this project runs next to the browser projects on a loaded
    // CI machine: they only stop a hung test, they never measure speed.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
