import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';

/** Creates a required text field, trimmed, that answers `Campo obbligatorio` when missing or blank (docs/requirements/validation.md). */
export function createRequiredTextSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required));
}

/** A required text field with the default messages. */
export const requiredTextSchema = /* @__PURE__ */ createRequiredTextSchema();
