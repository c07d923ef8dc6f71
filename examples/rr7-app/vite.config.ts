import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The modules this app shares with examples/next-app (../support) import these packages from
    // outside the app: they resolve from here, to the app's own copies.
    dedupe: [
      '@carrello/hooks',
      '@carrello/sdk',
      '@carrello/ui',
      '@tanstack/react-query',
      'react',
      'styled-components',
    ],
  },
  // Pre-bundled as `react-router dev` starts. Found only when the first page loads, they would
  // make Vite re-bundle and answer that page's scripts "504 Outdated Optimize Dep".
  optimizeDeps: {
    include: [
      '@carrello/core',
      '@carrello/hooks',
      '@carrello/sdk',
      '@carrello/ui',
      '@tanstack/react-query',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      'styled-components',
    ],
  },
  // The kit's React libraries are bundled for the server render, so that they share this app's
  // React (and styled-components' style sheet) with the routes.
  ssr: {
    noExternal: ['@carrello/ui', '@carrello/hooks', 'styled-components'],
  },
});
