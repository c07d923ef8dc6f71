import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own in-memory PostgreSQL (PGlite, ~3 s) and shares it. The limits are
    // generous because this project runs next to the browser projects on a loaded CI machine: they
    // only stop a hung test, they never measure speed.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
