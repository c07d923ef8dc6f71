// Stories only: layout checks run by the play functions in Chromium.
import { expect } from 'storybook/test';

/**
 * Checks that every card action shows its label on one line, whole (not cut by an ellipsis),
 * while the button keeps its full accessible name.
 */
export async function expectOneLineActions(root: HTMLElement): Promise<void> {
  const buttons = [
    ...root.querySelectorAll<HTMLButtonElement>("article button:has(> [data-part='label'])"),
  ];
  await expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    await expect(button.getAttribute('aria-label')).toMatch(
      /^(Aggiungi al carrello|Non disponibile): /,
    );
    const labels = [...button.querySelectorAll('span')].filter(
      (span) => getComputedStyle(span).display !== 'none',
    );
    await expect(labels).toHaveLength(1);
    const label = labels[0]!;
    await expect(button.getAttribute('aria-label')).toContain(label.textContent);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  }
}
