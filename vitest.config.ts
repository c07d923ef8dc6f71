import { defineConfig } from 'vitest/config';

// One test run for the whole workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
  },
});
