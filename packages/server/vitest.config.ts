import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own in-memory PostgreSQL (PGlite, ~3 s) and shares it.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
