import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    // The scripts' own tests, not the fixtures below them (consumer-fixture, readme-snippets).
    include: ['*.test.ts'],
  },
});
