import { defineProject } from 'vitest/config';

// The getting-started guide quotes this example's files; its test keeps the two the same.
export default defineProject({
  test: {
    name: 'vite-app',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
