import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every widget folder is a primitive (`<name>.tsx` parts and a `<name>.styles.tsx` skin, or the
// skin alone for a leaf) or a block (`<name>.tsx`, a composition of primitives); a skin holds
// styles, never state. The README's "Adding a component" describes both shapes.
const SRC = import.meta.dirname;
const NOT_WIDGETS = new Set(['messages', 'storybook', 'testing', 'theme', 'utils']);
const STATE =
  /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition)\(/;

const widgets = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_WIDGETS.has(entry.name))
  .map((entry) => entry.name);

describe('widget folders', () => {
  it.each(widgets)('%s is a primitive or a block', (name) => {
    const parts = existsSync(join(SRC, name, `${name}.tsx`));
    const skin = existsSync(join(SRC, name, `${name}.styles.tsx`));
    expect(parts || skin, `${name}/ has neither ${name}.tsx nor ${name}.styles.tsx`).toBe(true);
    expect(existsSync(join(SRC, name, 'index.ts')), `${name}/index.ts`).toBe(true);
  });

  it.each(widgets.filter((name) => existsSync(join(SRC, name, `${name}.styles.tsx`))))(
    "%s's skin holds no state",
    (name) => {
      const skin = readFileSync(join(SRC, name, `${name}.styles.tsx`), 'utf8');
      expect(skin).not.toMatch(STATE);
    },
  );
});
