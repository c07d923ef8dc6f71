// Screenshots of storefront pages at 390 and 1440 px with the local Chromium, for review:
//   BASE=http://localhost:8080 OUT=/tmp/shots node scripts/screenshots.mjs / /search?q=latte

import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../../scripts/chromium.mjs';

const base = process.env.BASE ?? 'http://localhost:8080';
const paths = process.argv.slice(2);
const out = process.env.OUT ?? '/tmp/storefront-shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(width, 'console:', m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => console.log(width, 'pageerror:', e.message.slice(0, 300)));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: false });
    console.log(
      width,
      p,
      '->',
      page.url(),
      JSON.stringify(await page.title()),
      (await page.locator('h1').allTextContents()).join('|'),
    );
  }
  await page.close();
}
await browser.close();
