import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { expect, test, type Page, type PageScreenshotOptions } from '@playwright/test';

import { TOKEN, TOKEN_LEAVES_OUT, TOKEN_PROJECTS, TOKEN_RECORD } from './token.mjs';

type PictureOptions = Pick<PageScreenshotOptions, 'fullPage' | 'mask' | 'animations' | 'clip'>;

/**
 * Compares the page with its reviewed baseline `name`. Under the token-change check
 * (scripts/token-change.mjs, VISUAL_TOKEN_PROBE set) it also records whether anything visible in
 * the picture paints the changed token's colour, so the check can tell the pictures that must
 * differ from those that must not.
 */
export async function expectPicture(
  page: Page,
  name: string,
  options: PictureOptions = {},
): Promise<void> {
  await page.evaluate(withoutBrowserDrawnParts);
  const probe = process.env.VISUAL_TOKEN_PROBE;
  if (!probe) {
    await recordToken(page, options.fullPage ?? false);
    await expect(page).toHaveScreenshot(name, options);
    return;
  }
  const uses = await page.evaluate(paintsColour, {
    colour: probe,
    fullPage: options.fullPage ?? false,
  });
  test.info().annotations.push({ type: 'paints-token', description: String(uses) });
  // A difference is recorded, not thrown: a failed test costs a new worker and browser, once
  // for every expected difference. Any other failure (a timeout, a page error) still fails.
  try {
    await expect(page).toHaveScreenshot(name, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!DIFFERS.test(message)) throw error;
    test.info().annotations.push({ type: 'picture-differs', description: message.split('\n')[0] });
  }
}

/**
 * Leaves out of the picture what the browser draws by itself and draws differently from one
 * Chromium build to the next: the resize grip of a textarea (two Debian builds of Chromium 156
 * drew it differently). Set through the CSSOM, which the storefront's Content-Security-Policy
 * allows (a `<style>` element, as Playwright's `stylePath` adds, it refuses).
 */
function withoutBrowserDrawnParts(): void {
  for (const textarea of document.querySelectorAll('textarea'))
    textarea.style.setProperty('resize', 'none', 'important');
}

/**
 * In the main run, for a picture the token-change check looks at: whether it paints the token's
 * colour as it is, one line of TOKEN_RECORD (its title as the check's `--grep` matches it).
 */
async function recordToken(page: Page, fullPage: boolean): Promise<void> {
  const info = test.info();
  const title = info.titlePath.slice(1).join(' ');
  if (!TOKEN_PROJECTS.includes(info.project.name) || TOKEN_LEAVES_OUT.test(title)) return;
  const paints = await page.evaluate(paintsColour, { colour: TOKEN.from, fullPage });
  mkdirSync(dirname(TOKEN_RECORD), { recursive: true });
  appendFileSync(TOKEN_RECORD, `${JSON.stringify({ title, paints })}\n`);
}

/** How Playwright's toHaveScreenshot words a picture that differs from its baseline. */
const DIFFERS = /Screenshot comparison failed|pixels? \(ratio/i;

/**
 * Whether a visible element (or its ::before / ::after) in the pictured area, neither clipped
 * away by a scrolling ancestor nor under an opaque layer, paints `colour`:
 * as a background, a drawn border or outline, a shadow, its own text, an SVG fill or stroke,
 * or a text decoration. Runs in the page.
 */
function paintsColour({ colour, fullPage }: { colour: string; fullPage: boolean }): boolean {
  const probe = document.createElement('i');
  probe.style.color = colour;
  // Under forced colours the computed colour would be the system's text colour, which every
  // text paints: the probe opts out to report the token's own value.
  probe.style.forcedColorAdjust = 'none';
  document.body.append(probe);
  const target = getComputedStyle(probe).color;
  probe.remove();

  const area = fullPage
    ? {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }
    : { width: innerWidth, height: innerHeight };
  // The part of the element its scrolling or clipping ancestors let through, in page pixels.
  const shownBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break;
      const style = getComputedStyle(parent);
      const frame = parent.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
      }
      if (style.overflowY !== 'visible') {
        top = Math.max(top, frame.top);
        bottom = Math.min(bottom, frame.bottom);
      }
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  // Whether an opaque layer (a drawer, a dialog) lies over the middle of what is shown.
  const covered = (
    element: Element,
    box: { left: number; top: number; right: number; bottom: number },
  ) => {
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    for (const layer of document.elementsFromPoint(x, y)) {
      if (layer === element || element.contains(layer) || layer.contains(element)) return false;
      const background = getComputedStyle(layer).backgroundColor;
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
      if (background !== 'transparent' && (alpha === undefined || Number(alpha) === 1)) return true;
    }
    return false;
  };
  const inPicture = (element: Element) => {
    const box = shownBox(element);
    if (!box) return false;
    const top = fullPage ? box.top + scrollY : box.top;
    const left = fullPage ? box.left + scrollX : box.left;
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    return (
      left < area.width &&
      top < area.height &&
      left + width > 0 &&
      top + height > 0 &&
      !covered(element, box)
    );
  };
  const ownText = (element: Element) =>
    Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;

  for (const element of Array.from(document.querySelectorAll('body *'))) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (!inPicture(element)) continue;
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
      const painted =
        style.backgroundColor === target ||
        style.backgroundImage.includes(target) ||
        style.boxShadow.includes(target) ||
        sides.some(
          (side) =>
            style[`border${side}Style`] !== 'none' &&
            parseFloat(style[`border${side}Width`]) > 0 &&
            style[`border${side}Color`] === target,
        ) ||
        (style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          style.outlineColor === target) ||
        (style.color === target && (pseudo ? style.content !== '""' : ownText(element))) ||
        (element instanceof SVGElement && (style.fill === target || style.stroke === target)) ||
        (style.textDecorationLine !== 'none' && style.textDecorationColor === target);
      if (painted) return true;
    }
  }
  return false;
}
