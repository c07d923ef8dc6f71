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

/**
 * Creates a required text field with a format: rewritten by `normalize` first, then `required` when
 * missing or blank, else `invalid` unless `isValid`, one message at a time
 * (docs/requirements/validation.md).
 * @example createCheckedTextSchema(z.trim(), m.required, isEmail, m.newEmail)
 */
export function createCheckedTextSchema(
  normalize: z.core.$ZodCheckOverwrite<string>,
  required: string,
  isValid: (value: string) => boolean,
  invalid: string,
) {
  return z.string({ error: required }).check(
    normalize,
    z.minLength(1, required),
    // A blank field already has its message.
    z.refine((value) => value === '' || isValid(value), invalid),
  );
}

/**
 * Creates a required field with a format whose text `normalize` rewrites first (the CAP, the
 * province, the codice fiscale, a card number): `Campo obbligatorio` when missing or blank, else
 * the message named `invalid` unless `isValid` (docs/requirements/validation.md).
 */
export function createNormalizedTextSchema(
  normalize: (value: string) => string,
  isValid: (value: string) => boolean,
  invalid: keyof ValidationMessages,
  messages: Partial<ValidationMessages>,
) {
  const m = resolveMessages(messages);
  return createCheckedTextSchema(z.overwrite(normalize), m.required, isValid, m[invalid]);
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
