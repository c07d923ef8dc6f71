// The theme token that the token-change check (scripts/token-change.mjs) changes, and the
// pictures it looks at. docs/visual-review.md, "Does it catch a change?".
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The token changed, its value in the default theme, and the value it takes in the copies. */
export const TOKEN = { name: 'colors.accent', from: '#c2410c', to: '#6d28d9' };

/** The projects of the check's pictures. */
export const TOKEN_PROJECTS = ['stories', 'pages'];

/**
 * The pictures the check leaves out: the Bottega brand has an accent of its own, and the desktop
 * pictures show the same components again (the full suite pictures both).
 */
export const TOKEN_LEAVES_OUT = /(^|\s)bottega, |(1280|1440) px/;

/**
 * Where the main run records, for each of the check's pictures, whether it paints the token as
 * it is: the check then pictures all that do and a sample of those that do not.
 */
export const TOKEN_RECORD = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../test-results/token-record.jsonl',
);
