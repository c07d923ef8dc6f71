import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The kit's React libraries are bundled for the server render, so that they share this app's
  // React (and styled-components' style sheet) with the routes.
  ssr: {
    noExternal: ['@carrello/ui', '@carrello/hooks', 'styled-components'],
  },
});
