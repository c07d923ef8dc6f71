import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe, the level the accessibility law asks of a shop. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The part of the page axe looks at: CSS selectors of what to check, and of what to leave out. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * What axe finds on the page as it is now, one line a rule with the elements it names: a test
 * expects `[]`, and a failure lists where to look. Without a scope the whole page is checked;
 * `include` narrows it to one part (a dialog, a card), `exclude` leaves a part out.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}
