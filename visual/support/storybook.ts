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
        // Runs in the page: the preview is read off the window there.
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: StorybookPreview })
          .__STORYBOOK_PREVIEW__;
        const render = preview?.storyRenders?.find((candidate) => candidate.id === storyId);
        return render?.phase && ['finished', 'errored', 'aborted'].includes(render.phase)
          ? render.phase
          : false;
      },
      id,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<Phase>);
  await afterRender(page, id, phase);
}

/**
 * Shows a story in a page that already holds Storybook's preview, the way Storybook's own
 * sidebar switches stories: the brand is set as a global, and the story is mounted anew (its
 * loaders and play function run again) in the page's current size. The page's storage, scroll
 * and focus are reset first, so that one story never leaves state to the next. The first story
 * of a page is opened with `openStory`.
 */
export async function switchStory(page: Page, id: string, brand: BrandName): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/iframe.html')) {
    await openStory(page, id, brand);
    return;
  }
  let phase: string;
  try {
    phase = await showInPreview(page, id, brand);
  } catch (error) {
    // A story that navigated the tab (a link followed, a form sent) leaves another document, or
    // one still loading: the preview is loaded again for this story.
    if (!/Execution context was destroyed|__STORYBOOK_PREVIEW__|navigat/i.test(String(error)))
      throw error;
    await openStory(page, id, brand);
    return;
  }
  await afterRender(page, id, phase as Phase);
}

async function showInPreview(page: Page, id: string, brand: BrandName): Promise<string> {
  return page.evaluate(
    async ({ storyId, brand }) => {
      localStorage.clear();
      sessionStorage.clear();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview })
        .__STORYBOOK_PREVIEW__;
      if (preview.storyStoreValue?.userGlobals.get().brand !== brand)
        await preview.onUpdateGlobals({ globals: { brand } });
      if (preview.currentSelection?.storyId === storyId) {
        await preview.onForceRemount({ storyId });
      } else {
        preview.selectionStore.setSelection({ storyId, viewMode: 'story' });
        // Prepares the new render and starts it; the loop below waits for it to end.
        await preview.renderSelection();
      }
      const ended = ['finished', 'errored', 'aborted'];
      for (let waited = 0; waited < 30_000; waited += 20) {
        const render = preview.currentRender;
        if (render?.id === storyId && render.phase && ended.includes(render.phase))
          return render.phase;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return 'aborted';
    },
    { storyId: id, brand },
  );
}

async function afterRender(page: Page, id: string, phase: Phase): Promise<void> {
  if (phase !== 'finished') {
    const message = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(`The story ${id} ${phase}: ${message.join('\n')}`);
  }
  await settle(page);
}

/** The parts of Storybook's preview (`PreviewWeb`) the pictures use. */
interface StorybookPreview {
  storyRenders?: { id: string; phase?: string }[];
  currentRender?: { id: string; phase?: string };
  currentSelection?: { storyId: string };
  selectionStore: { setSelection(selection: { storyId: string; viewMode: 'story' }): void };
  storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } };
  onUpdateGlobals(update: { globals: Record<string, unknown> }): Promise<void>;
  onForceRemount(target: { storyId: string }): Promise<void>;
  renderSelection(): Promise<void>;
}

/** Waits for the page's fonts and pictures, so that a picture never catches them loading. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
  });
}

const CONTEXT_OPTIONS = {
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  colorScheme: 'light',
  serviceWorkers: 'block',
} as const;

/**
 * Playwright's `test` whose pages share one browser context per worker, so that Storybook's
 * files load once per worker from its HTTP cache, not once per picture. Each test still gets a
 * new tab with no cookies and an empty local storage: one story never leaves state to another.
 * For tests that move the mouse or press keys (the primitives' states).
 */
export const test = base.extend<object, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext(CONTEXT_OPTIONS);
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

/**
 * Playwright's `test` for pictures of stories as they render, with no mouse or keyboard of the
 * test's own: one tab per worker loads Storybook's preview once, and every test shows its story
 * in it with `switchStory`, as Storybook's sidebar does. Loading the preview (its scripts, fonts
 * and styles) costs far more than rendering one story. After a failed test Playwright starts a
 * new worker, so a retry always runs in a freshly loaded tab.
 */
export const storyTest = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext(CONTEXT_OPTIONS);
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(FIXED_NOW));
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyPage }, provide) => {
    await provide(storyPage);
  },
});
