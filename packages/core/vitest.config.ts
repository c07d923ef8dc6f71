import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files of a worker share its modules instead of importing them again for each one
    // (docs/ci.md): no test here mocks a module or stubs the environment or a global.
    isolate: false,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
