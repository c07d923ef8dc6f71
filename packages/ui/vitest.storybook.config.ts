import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story of packages/ui runs as a test in headless Chromium, with an axe check.
export default defineProject({
  // Resolve bare imports (react, storybook, the addons) from this package, not the repository root.
  root: dirname,
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '../../.storybook'),
      storybookScript: 'pnpm storybook --ci',
    }),
  ],
  resolve: { conditions: ['@carrello/source'] },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium, with the flags of every launch: no tool downloads a browser.
      provider: playwright({ launchOptions: CHROMIUM_LAUNCH_OPTIONS }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
