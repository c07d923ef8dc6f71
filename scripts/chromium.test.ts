import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  CHROMIUM_DISABLED_FEATURES,
  CHROMIUM_LAUNCH_OPTIONS,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './chromium.mjs';

/** The features the installed Playwright turns off, read from its launcher's source. */
function installedPlaywrightFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined)
    throw new Error('playwright-core no longer names its disabledFeatures list');
  return [...list.matchAll(/^\s*"(\w+)",?\s*$/gm)].flatMap((match) => match.slice(1, 2));
}

describe('the Chromium of the Playwright launches', () => {
  it('keeps every feature the installed Playwright turns off turned off', () => {
    const installed = installedPlaywrightFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installed);
    const flag = CHROMIUM_LAUNCH_OPTIONS.args.filter((arg) =>
      arg.startsWith('--disable-features='),
    );
    expect(flag).toHaveLength(1);
    expect(flag[0]!.slice('--disable-features='.length).split(',')).toEqual([
      ...installed,
      ...CHROMIUM_DISABLED_FEATURES,
    ]);
  });

  it('opens a page without the address bar’s suggestion pages', async () => {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<h1>Carrello</h1>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
        'page about:blank',
      ]);
    } finally {
      await browser.close();
    }
  }, 30_000);
});
