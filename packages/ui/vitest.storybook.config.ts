import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium; no tool may download a browser (TOOLCHAIN.md).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
