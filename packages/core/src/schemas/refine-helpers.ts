// Internal helpers of the schemas; not exported from the package.

import { z } from 'zod';

/** Whether a field value counts as empty: missing, not text, or only spaces. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Whether a value is a plain object whose fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Options of object-level rules that must run even when a field already failed, so that a form
 * shows every message at once (zod skips them after a missing field by default).
 */
export const ALWAYS_ON_OBJECTS = {
  when: (payload: z.core.ParsePayload): boolean => isRecord(payload.value),
};

/** Whether a text is an e-mail address (zod's own e-mail pattern). */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value);
}
