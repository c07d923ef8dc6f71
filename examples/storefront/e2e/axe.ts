import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe, the level the accessibility law asks of a shop. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The part of the page axe looks at: CSS selectors of what to check, and of what to leave out. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/** The axe-core that @axe-core/playwright injects: one version of the rules on every page. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

interface AxeViolation {
  id: string;
  nodes: { target: unknown[] }[];
}
interface AxeInPage {
  run(
    context: unknown,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{ violations: AxeViolation[] }>;
}

/**
 * Waits for the page's running CSS transitions and animations that end (a button's hover colour,
 * a toast fading in) to end: axe reads colours as they are at that instant, and half-way through a
 * fade its contrast is not what the shopper reads. A resized page or the pointer left over a
 * control starts such transitions right before a check. Endless ones (spinners) are left running.
 */
async function animationsAtRest(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (ending.length === 0) return;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * What axe finds on the page as it is now, one line a rule with the elements it names: a test
 * expects `[]`, and a failure lists where to look. Without a scope the whole page is checked;
 * `include` narrows it to one part (a dialog, a card), `exclude` leaves a part out.
 *
 * A page without frames is checked by `axe.run` in the page itself, axe-core's own API.
 * `@axe-core/playwright` reaches into frames too: it runs axe in parts, injecting it twice, and
 * joins the parts in a blank page it opens for every check, about 3 s a check against under
 * 1 s, over some 130 checks a run (docs/ci.md). A page with frames still goes to it.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await animationsAtRest(page);
  let violations: AxeViolation[];
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    ({ violations } = await builder.analyze());
  } else {
    const injected = () => typeof (globalThis as { axe?: AxeInPage }).axe === 'object';
    if (!(await page.evaluate(injected))) await page.evaluate(AXE_SOURCE);
    violations = await page.evaluate(
      async ({ include, exclude, tags }) => {
        const axe = (globalThis as { axe?: AxeInPage }).axe;
        if (!axe) throw new Error('axe-core is not in the page');
        // The whole document unless the scope names a part.
        const context =
          include || exclude
            ? {
                ...(include ? { include: [include] } : {}),
                ...(exclude ? { exclude: [exclude] } : {}),
              }
            : document;
        const results = await axe.run(context, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return results.violations.map(({ id, nodes }) => ({
          id,
          nodes: nodes.map(({ target }) => ({ target })),
        }));
      },
      { ...scope, tags: WCAG_TAGS },
    );
  }
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}
