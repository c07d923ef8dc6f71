import { defineConfig } from 'tsup';

export default defineConfig({
  // The render threads' script sits beside the bundle (src/http/render-pool.ts finds it there).
  entry: { main: 'src/main.ts', 'render-worker': 'src/http/render-worker.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
});
