import { defineProject } from 'vitest/config';

// Behaviour tests by role and name in happy-dom; the stories run in Chromium in
// vitest.storybook.config.ts.
export default defineProject({
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
