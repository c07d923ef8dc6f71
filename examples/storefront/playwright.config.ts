import { defineConfig } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.mjs';

// End-to-end tests against the real reference server, started by the global setup on a free
// port with a fresh data folder. Chromium is Debian's (/usr/bin/chromium): no browser download.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A test that fails runs once more, traced: recording a trace costs about a third of the
  // suite's time when every test records one (snapshots and a screencast of every action), so
  // only the retry of a failed test records it. A test that fails twice fails the run; one that
  // passes on its retry is listed as flaky at the end of the run (scripts/e2e-shards.mjs), with
  // its first failure and the retry's trace, as a defect to fix, without failing the run: on
  // the two-core CI machine one first-try failure in some 280 tests stopped three runs in a row
  // (docs/ci.md).
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: process.env.STOREFRONT_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'on-first-retry',
    // The storefront's service worker would answer the shell's files from its cache, out of
    // reach of page.route: only the app shell spec (e2e/app-shell.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium' }],
});
