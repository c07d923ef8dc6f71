// Internal helpers of the schemas; not exported from the package.

import * as z from 'zod/mini';
import { en } from 'zod/locales';

/** Whether a field value counts as empty: missing, not text, or only spaces. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Whether a value is a plain object whose fields can be read. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Options of object-level rules that must run even when a field already failed, so that a form
 * shows every message at once (zod skips them after a missing field by default).
 */
export const ALWAYS_ON_OBJECTS = {
  when: (payload: z.core.ParsePayload): boolean => isRecord(payload.value),
};

// zod's own e-mail pattern (`z.regexes.email` of zod 4), copied: reading it through `z.regexes`
// makes bundlers keep every pattern of zod (about 7 KB).
/* eslint-disable no-useless-escape -- kept character for character as zod writes it */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */

/** Whether a text is an e-mail address (zod's own e-mail pattern). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Gives the few checks without an Italian message (a number where text is due, a form that is
 * not an object) zod's English wording, as the classic `zod` API does on its first schema;
 * `zod/mini` leaves them at "Invalid input". A locale the app chose with `z.config` still wins.
 */
export function ensureDefaultLocale(): void {
  if (!z.config().localeError) z.config(en());
}

/**
 * Adds a refinement whose type guard narrows the output, as classic zod's `.refine` does
 * (`.check` keeps the type of the schema).
 */
export function refineTo<TSchema extends z.ZodMiniType, TOutput extends z.output<TSchema>>(
  schema: TSchema,
  guard: (value: z.output<TSchema>) => value is TOutput,
  message: string,
): TSchema & z.ZodMiniType<TOutput, z.input<TSchema>> {
  return schema.check(z.refine(guard, message)) as TSchema &
    z.ZodMiniType<TOutput, z.input<TSchema>>;
}
