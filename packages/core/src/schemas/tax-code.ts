import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isValidCompanyTaxCode, isValidPersonalTaxCode, normalizeTaxCode } from '../tax-code';
import { createNormalizedTextSchema } from './required-text';

/** Creates the required personal codice fiscale field: normalized, then `Formato non corretto` unless valid (docs/requirements/validation.md). */
export function createPersonalTaxCodeSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  // docs/requirements/validation.md: the pattern is case-insensitive, so the code is upper-cased before any check.
  return createNormalizedTextSchema(
    normalizeTaxCode,
    isValidPersonalTaxCode,
    'personalTaxCodeFormat',
    messages,
  );
}

function companyTaxCodeIssue(value: string, m: ValidationMessages): string | null {
  if (value === '') return null;
  // docs/requirements/validation.md: a numeric-like code (it starts with a digit, a personal code never does) must be
  // 11 digits; docs/requirements/validation.md: then the Luhn check digit.
  if (/^\d/.test(value)) {
    if (!/^\d{11}$/.test(value)) return m.companyTaxCodeLength;
    return isValidCompanyTaxCode(value) ? null : m.companyTaxCodeInvalid;
  }
  // Otherwise it is a person's 16-character code (e.g. a sole proprietor's).
  return isValidPersonalTaxCode(value) ? null : m.personalTaxCodeFormat;
}

/** Creates the optional codice fiscale field of a business: 11 digits when numeric-like, otherwise a valid personal code (docs/requirements/validation.md). */
export function createCompanyTaxCodeSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z.nullish(
    z.string({ error: m.companyTaxCodeLength }).check(
      z.overwrite(normalizeTaxCode),
      z.superRefine((value: string, ctx) => {
        const message = companyTaxCodeIssue(value, m);
        if (message !== null) ctx.addIssue({ code: 'custom', message });
      }),
    ),
  );
}

/** The personal codice fiscale field with the default messages. */
export const personalTaxCodeSchema = /* @__PURE__ */ createPersonalTaxCodeSchema();

/** The business codice fiscale field with the default messages. */
export const companyTaxCodeSchema = /* @__PURE__ */ createCompanyTaxCodeSchema();
