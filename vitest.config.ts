import { defineConfig } from 'vitest/config';

// One test run for the whole workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'examples/*/vitest.config.ts',
      // The stories of @carrello/ui as tests in headless Chromium (Storybook's Vitest addon).
      'packages/ui/vitest.storybook.config.ts',
    ],
  },
});
