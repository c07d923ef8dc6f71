import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isValidVatNumber, normalizeVatNumber } from '../vat-number';

function vatNumberIssue(value: string, m: ValidationMessages): string | null {
  if (value === '') return null;
  // docs/requirements/validation.md: "La Partita Iva deve avere 11 cifre"; docs/requirements/validation.md: then office code and check digit.
  if (!/^\d{11}$/.test(value)) return m.vatNumberLength;
  return isValidVatNumber(value) ? null : m.vatNumberInvalid;
}

function createVatNumberBase(m: ValidationMessages) {
  return z.string({ error: m.required }).check(
    z.overwrite(normalizeVatNumber),
    z.superRefine((value: string, ctx) => {
      const message = vatNumberIssue(value, m);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** Creates a required Partita Iva field: normalized (no spaces, dashes, `IT`), 11 digits, valid check digit (docs/requirements/validation.md). */
export function createVatNumberSchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  return createVatNumberBase(m).check(z.minLength(1, m.required));
}

/** Creates an optional Partita Iva field, validated like the required one when not blank (docs/requirements/validation.md). */
export function createOptionalVatNumberSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  return z.nullish(createVatNumberBase(resolveMessages(messages)));
}

/** The required Partita Iva field with the default messages. */
export const vatNumberSchema = /* @__PURE__ */ createVatNumberSchema();

/** The optional Partita Iva field with the default messages. */
export const optionalVatNumberSchema = /* @__PURE__ */ createOptionalVatNumberSchema();
