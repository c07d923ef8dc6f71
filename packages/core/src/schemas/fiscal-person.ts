import * as z from 'zod/mini';
import { DEFAULT_SDI_CODE, PERSON_TYPE } from '../constants';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { normalizeSdiCode } from '../sdi-code';
import { createCertifiedEmailSchema, createPersonEmailSchema } from './email';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale, isBlank } from './refine-helpers';
import { createRequiredTextSchema } from './required-text';
import { createSdiCodeSchema } from './sdi-code';
import { createCompanyTaxCodeSchema, createPersonalTaxCodeSchema } from './tax-code';
import { createOptionalVatNumberSchema, createVatNumberSchema } from './vat-number';

function contactFields(m: ValidationMessages) {
  ensureDefaultLocale();
  return {
    personFiscalId: z.optional(z.number().check(z.int(), z.positive())),
    email: createPersonEmailSchema(m),
    emailCertified: createCertifiedEmailSchema(m),
    vatSdiCode: createSdiCodeSchema(m),
  };
}

function addPecOrSdiRule(m: ValidationMessages) {
  return (person: Record<string, unknown>, ctx: z.core.$RefinementCtx): void => {
    // docs/requirements/validation.md: "PEC o SDI obbligatori"; docs/requirements/validation.md: a business needs a real SDI code or a PEC,
    // and the 0000000 placeholder is not a real code. An SDI code that is merely malformed
    // already has its own message.
    const sdi = person['vatSdiCode'];
    const sdiMissing = isBlank(sdi) || normalizeSdiCode(String(sdi)) === DEFAULT_SDI_CODE;
    if (isBlank(person['emailCertified']) && sdiMissing) {
      ctx.addIssue({
        code: 'custom',
        message: m.certifiedEmailOrSdiRequired,
        path: ['emailCertified'],
      });
      ctx.addIssue({
        code: 'custom',
        message: m.certifiedEmailOrSdiRequired,
        path: ['vatSdiCode'],
      });
    }
  };
}

function addVatOrTaxCodeRule(m: ValidationMessages) {
  return (person: Record<string, unknown>, ctx: z.core.$RefinementCtx): void => {
    // docs/requirements/validation.md: Partita Iva or codice fiscale, "one required when the other is empty"; both fields
    // carry the message so that either one can fix it.
    if (isBlank(person['vatCode']) && isBlank(person['vatFiscalCode'])) {
      ctx.addIssue({ code: 'custom', message: m.vatNumberOrTaxCodeRequired, path: ['vatCode'] });
      ctx.addIssue({
        code: 'custom',
        message: m.vatNumberOrTaxCodeRequired,
        path: ['vatFiscalCode'],
      });
    }
  };
}

/** Creates the private person variant (type 1): first name, last name and a 16-character codice fiscale (docs/requirements/entities.md and validation.md). */
export function createPrivatePersonSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z.object({
    personTypeId: z.literal(PERSON_TYPE.PRIVATE),
    firstName: createRequiredTextSchema(m),
    lastName: createRequiredTextSchema(m),
    vatFiscalCode: createPersonalTaxCodeSchema(m),
    ...contactFields(m),
  });
}

function createOrganisationSchema<TTypeId extends 2 | 4>(typeId: TTypeId, m: ValidationMessages) {
  const pecOrSdi = addPecOrSdiRule(m);
  const vatOrTaxCode = addVatOrTaxCodeRule(m);
  const person = z.object({
    personTypeId: z.literal(typeId),
    company: createRequiredTextSchema(m),
    // docs/requirements/validation.md: the Partita Iva is optional for companies and public bodies.
    vatCode: createOptionalVatNumberSchema(m),
    vatFiscalCode: createCompanyTaxCodeSchema(m),
    ...contactFields(m),
  });
  return person.check(
    z.superRefine((value: z.output<typeof person>, ctx) => {
      vatOrTaxCode(value, ctx);
      pecOrSdi(value, ctx);
    }, ALWAYS_ON_OBJECTS),
  );
}

/** Creates the company variant (type 2): company, optional Partita Iva, codice fiscale, PEC or SDI (docs/requirements/entities.md and validation.md). */
export function createCompanySchema(messages: Partial<ValidationMessages> = validationMessages) {
  return createOrganisationSchema(PERSON_TYPE.COMPANY, resolveMessages(messages));
}

/** Creates the public body variant (type 4): like a company (docs/requirements/entities.md and validation.md). */
export function createPublicBodySchema(messages: Partial<ValidationMessages> = validationMessages) {
  return createOrganisationSchema(PERSON_TYPE.PUBLIC_BODY, resolveMessages(messages));
}

/**
 * Creates the sole proprietorship variant (type 3): company name, required Partita Iva, optional
 * codice fiscale (16 characters or 11 digits), PEC or SDI (docs/requirements/entities.md and validation.md).
 */
export function createSoleProprietorshipSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  const pecOrSdi = addPecOrSdiRule(m);
  const person = z.object({
    personTypeId: z.literal(PERSON_TYPE.SOLE_PROPRIETORSHIP),
    company: createRequiredTextSchema(m),
    // docs/requirements/validation.md: the Partita Iva is required for a sole proprietorship.
    vatCode: createVatNumberSchema(m),
    vatFiscalCode: createCompanyTaxCodeSchema(m),
    ...contactFields(m),
  });
  return person.check(z.superRefine<z.output<typeof person>>(pecOrSdi, ALWAYS_ON_OBJECTS));
}

/** Creates the fiscal person of an invoice: a discriminated union on personTypeId 1 to 4 (docs/requirements/entities.md and validation.md). */
export function createFiscalPersonSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z.discriminatedUnion(
    'personTypeId',
    [
      createPrivatePersonSchema(m),
      createCompanySchema(m),
      createSoleProprietorshipSchema(m),
      createPublicBodySchema(m),
    ],
    // A missing or unknown person type lands on the personTypeId field.
    { error: m.required },
  );
}

/** The fiscal person with the default messages. */
export const fiscalPersonSchema = /* @__PURE__ */ createFiscalPersonSchema();

/** A fiscal person as a form holds it. */
export type FiscalPersonInput = z.input<typeof fiscalPersonSchema>;

/** A validated fiscal person, narrowed by personTypeId. */
export type FiscalPerson = z.output<typeof fiscalPersonSchema>;
