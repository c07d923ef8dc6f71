import { readFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';
import { kitBuild } from '../../scripts/kit-build.mjs';

const require = createRequire(import.meta.url);

/**
 * The per-component entries (`@carrello/ui/badge`): one for every folder the main entry
 * re-exports. A bundler that gathers a package's client modules before it tree-shakes (Next.js
 * with webpack) then brings only that component's modules into a page, not the whole kit's.
 */
export const componentEntries = Object.fromEntries(
  [...readFileSync('src/index.ts', 'utf8').matchAll(/^export \* from '\.\/([\w-]+)';$/gm)].map(
    ([, folder]) => [`${folder}/index`, `src/${folder}/index.ts`],
  ),
);

export default defineConfig(async () => ({
  ...(await kitBuild({
    entries: { index: 'src/index.ts', headless: 'src/headless.ts', ...componentEntries },
  })),
  // `@carrello/ui/carousel.css`: Swiper's layout rules for apps that style the headless
  // CarouselBase themselves (the styled Carousel carries them and needs no stylesheet).
  async onSuccess() {
    await copyFile(require.resolve('swiper/css'), 'dist/carousel.css');
  },
}));
