import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { REPORT_DIR, STORYBOOK_DIR } from './support/paths';

// The visual review (docs/visual-review.md): every story of @carrello/ui from the built Storybook
// and every key page of the storefront from the reference server, each compared with a reviewed
// baseline in __screenshots__. A difference fails the run and is shown side by side in the HTML
// report; `pnpm visual:update` is the one way to accept it.
const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6107);
const shopPort = Number(process.env.VISUAL_SHOP_PORT ?? 6108);

// Debian's Chromium, with the flags of every launch (scripts/chromium.mjs).
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...PLAYWRIGHT_CHROMIUM_ARGS,
    // The same pixels on every machine: no LCD subpixel text, one colour profile.
    '--disable-lcd-text',
    '--force-color-profile=srgb',
    '--font-render-hinting=none',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  outputDir: resolve(REPORT_DIR, '../test-results'),
  timeout: 60_000,
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? Math.max(2, availableParallelism())),
  // A real difference is the same on every try, so it fails twice. One retry in CI absorbs the
  // rare raster that moves one or two anti-aliased pixels past the threshold on a loaded machine;
  // the report lists such a picture as flaky, and a run with `--retries=0` shows it strictly.
  retries: process.env.CI ? 1 : 0,
  // A picture without a baseline fails in CI; locally its first picture is written for review.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['html', { outputFolder: REPORT_DIR, open: 'never' }],
    ['./support/report-path.ts'],
  ],
  expect: {
    timeout: 15_000,
    // Any visibly changed pixel is a difference. Rasterising the same page twice can move an
    // anti-aliased edge by one or two levels of 255 in a channel: a per-pixel colour distance of
    // 0.01 (pixelmatch's YIQ scale, about 4 levels) absorbs that and nothing a person can see.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.01,
      maxDiffPixels: 0,
    },
  },
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    launchOptions: chromium,
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    {
      name: 'stories',
      testMatch: 'stories.visual.ts',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
    {
      name: 'primitives',
      testMatch: 'primitives.visual.ts',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
    {
      name: 'pages',
      testMatch: 'pages.visual.ts',
      use: { baseURL: `http://localhost:${shopPort}` },
    },
  ],
  webServer: [
    {
      // The same static Storybook build that `pnpm chromatic` uploads.
      command: `pnpm --filter @carrello/ui exec vite preview --outDir ${STORYBOOK_DIR} --port ${storybookPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node support/shop-server.mjs',
      url: `http://127.0.0.1:${shopPort}/ebsn/api/auth/test`,
      reuseExistingServer: false,
      // Seeding a fresh embedded database takes a while on a busy machine.
      timeout: 240_000,
      // SIGTERM lets the server close its database and remove its data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: { VISUAL_SHOP_PORT: String(shopPort) },
    },
  ],
});
