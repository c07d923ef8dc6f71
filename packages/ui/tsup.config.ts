import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';
import { kitBuild } from '../../scripts/kit-build.mjs';

const require = createRequire(import.meta.url);

export default defineConfig(async () => ({
  ...(await kitBuild({ entries: { index: 'src/index.ts', headless: 'src/headless.ts' } })),
  // `@carrello/ui/carousel.css`: Swiper's layout rules for apps that style the headless
  // CarouselBase themselves (the styled Carousel carries them and needs no stylesheet).
  async onSuccess() {
    await copyFile(require.resolve('swiper/css'), 'dist/carousel.css');
  },
}));
