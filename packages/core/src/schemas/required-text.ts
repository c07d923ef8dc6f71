import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale } from './refine-helpers';

/** Creates a required text field, trimmed, that answers `Campo obbligatorio` when missing or blank (docs/requirements/validation.md). */
export function createRequiredTextSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required));
}

/** A required text field with the default messages. */
export const requiredTextSchema = /* @__PURE__ */ createRequiredTextSchema();

/**
 * Creates a form of a single required text field named `field` (the voucher code, a list's
 * name): trimmed, `Campo obbligatorio` when missing or blank (docs/requirements/validation.md).
 */
export function createRequiredTextFormSchema<const TField extends string>(
  field: TField,
  messages: Partial<ValidationMessages>,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  // A computed key widens to `string`: the cast names the one field the object has.
  const shape = { [field]: createRequiredTextSchema(m) } as Record<
    TField,
    ReturnType<typeof createRequiredTextSchema>
  >;
  return z.object(shape);
}
