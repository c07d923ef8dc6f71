import { defineConfig } from '@playwright/test';

// End-to-end tests against the real reference server, started by the global setup on a free
// port with a fresh data folder. Chromium is Debian's (/usr/bin/chromium): no browser download.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.STOREFRONT_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    // The storefront's service worker would answer the shell's files from its cache, out of
    // reach of page.route: only the app shell spec (e2e/app-shell.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
