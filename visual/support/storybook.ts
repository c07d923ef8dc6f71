import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { test as base, type BrowserContext, type Page } from '@playwright/test';

import { FIXED_NOW } from './clock.mjs';
import { STORYBOOK_DIR } from './paths';

/** A story of the built Storybook's index. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  /** The story's tags; `forced-colors` pictures it with forced colours on. */
  tags: string[];
}

/** The brands every story is pictured in: the default theme and a re-skinned one. */
export const BRANDS = ['carrello', 'bottega'] as const;
export type BrandName = (typeof BRANDS)[number];

/** Every story of the Storybook build under review, in the index's order. */
export function storiesFromIndex(): StoryEntry[] {
  let text: string;
  try {
    text = readFileSync(join(STORYBOOK_DIR, 'index.json'), 'utf8');
  } catch {
    throw new Error(
      `No Storybook build at ${STORYBOOK_DIR}: run \`pnpm build-storybook\` first (pnpm test:visual does).`,
    );
  }
  const index = JSON.parse(text) as {
    entries: Record<string, Omit<StoryEntry, 'tags'> & { type: string; tags?: string[] }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }));
}

type Phase = 'finished' | 'errored' | 'aborted';

/**
 * Opens one story alone (Storybook's iframe) in a brand, at the fixed instant, and waits until
 * it has rendered, its play function has run, its fonts and pictures have loaded.
 */
export async function openStory(page: Page, id: string, brand: BrandName): Promise<void> {
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  const search = new URLSearchParams({ id, viewMode: 'story', globals: `brand:${brand}` });
  await page.goto(`/iframe.html?${search.toString()}`);
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const preview = (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] };
          }
        ).__STORYBOOK_PREVIEW__;
        const render = preview?.storyRenders?.find((candidate) => candidate.id === storyId);
        return render?.phase && ['finished', 'errored', 'aborted'].includes(render.phase)
          ? render.phase
          : false;
      },
      id,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<Phase>);
  if (phase !== 'finished') {
    const message = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(`The story ${id} ${phase}: ${message.join('\n')}`);
  }
  await settle(page);
}

/** Waits for the page's fonts and pictures, so that a picture never catches them loading. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
  });
}

/**
 * Playwright's `test` whose pages share one browser context per worker, so that Storybook's
 * files load once per worker from its HTTP cache, not once per picture. Each test still gets a
 * new tab with no cookies and an empty local storage: one story never leaves state to another.
 */
export const test = base.extend<object, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        locale: 'it-IT',
        timezoneId: 'Europe/Rome',
        colorScheme: 'light',
        serviceWorkers: 'block',
      });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyContext, baseURL }, provide) => {
    await storyContext.clearCookies();
    const page = await storyContext.newPage();
    // The origin's local storage (recent searches, dismissed banners) starts empty.
    await page.goto(`${baseURL}/index.json`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await provide(page);
    await page.close();
  },
});
