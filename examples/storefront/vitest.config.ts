import { defineProject } from 'vitest/config';

// Behaviour tests of the storefront's own code (payments first) in happy-dom, on the workspace
// packages' sources; the whole journey runs in Chromium under e2e/.
export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: {
    conditions: ['@carrello/source'],
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'styled-components',
      '@tanstack/react-query',
    ],
  },
  test: {
    name: 'storefront',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
