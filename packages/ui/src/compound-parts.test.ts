import { describe, expect, it } from 'vitest';
import * as headless from './headless';
import * as styled from './index';

// A widget exported by both entries has the same compound parts in both, so
// that moving from the styled widget to the headless one (or back) keeps every `Widget.Part`.

/** The compound part names of an export (`Root`, `Trigger`, ...), sorted. */
function partNames(value: unknown): string[] {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return [];
  return Object.keys(value)
    .filter((key) => /^[A-Z]/.test(key))
    .sort();
}

const sharedWidgets = Object.keys(headless)
  .filter((name) => name in styled)
  .map((name) => ({
    name,
    headlessParts: partNames(headless[name as keyof typeof headless]),
    styledWidget: styled[name as keyof typeof styled] as unknown,
  }))
  .filter(
    ({ headlessParts, styledWidget }) => headlessParts.length + partNames(styledWidget).length > 0,
  );

describe('a widget exported styled and headless', () => {
  it('is found for every compound widget of both entries', () => {
    expect(sharedWidgets.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'Accordion',
        'Dialog',
        'Field',
        'Menu',
        'Popover',
        'SearchBox',
        'Switch',
      ]),
    );
  });

  describe.each(sharedWidgets)('$name', ({ name, headlessParts, styledWidget }) => {
    it('has the same part names styled as headless', () => {
      expect(partNames(styledWidget)).toEqual(headlessParts);
    });

    it('has a React component behind every styled part', () => {
      for (const part of headlessParts) {
        const component = (styledWidget as Record<string, unknown>)[part];
        expect(
          typeof component === 'function' ||
            (typeof component === 'object' && component !== null && '$$typeof' in component),
          `${name}.${part}`,
        ).toBe(true);
      }
    });
  });
});
