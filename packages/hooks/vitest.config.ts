import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'hooks',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Type tests (`*.test-d.ts`): the data tag of every query factory, the hooks' public types.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
