import * as z from 'zod/mini';
import { PERSON_TYPE } from '../constants';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { normalizeSdiCode } from '../sdi-code';
import { normalizeTaxCode } from '../tax-code';
import { createCompanySchema } from './fiscal-person';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale } from './refine-helpers';

// The company's e-mail is the account's, checked by its own form: the company rules get a valid
// stand-in so that only the company's fields answer.
const ACCOUNT_EMAIL = 'x@example.it';

/** A company's fields as the API takes them: trimmed and normalized, empty ones left out. */
function toCompanyFields(value: {
  company: string;
  vatCode: string;
  vatFiscalCode: string;
  vatSdiCode: string;
  emailCertified: string;
}): {
  company: string;
  vatCode?: string;
  vatFiscalCode?: string;
  vatSdiCode?: string;
  emailCertified?: string;
} {
  const vatCode = value.vatCode.replace(/\s/g, '');
  const vatFiscalCode = normalizeTaxCode(value.vatFiscalCode);
  const vatSdiCode = normalizeSdiCode(value.vatSdiCode);
  const emailCertified = value.emailCertified.trim();
  return {
    company: value.company.trim(),
    ...(vatCode ? { vatCode } : {}),
    ...(vatFiscalCode ? { vatFiscalCode } : {}),
    ...(vatSdiCode ? { vatSdiCode } : {}),
    ...(emailCertified ? { emailCertified } : {}),
  };
}

/**
 * Creates the company form of a business customer, at sign-up and in the profile
 * (docs/requirements/account.md and validation.md): Ragione sociale required, Partita Iva or codice
 * fiscale with their check digits (`Partita Iva o Codice Fiscale obbligatori`), PEC or SDI
 * (`PEC o SDI obbligatori`), each message on its field. The output leaves empty fields out, the
 * Partita Iva without spaces and the codes in capitals.
 */
export function createCompanyFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const company = createCompanySchema(m);
  const form = z.object({
    company: z.string({ error: m.required }),
    vatCode: z.string(),
    vatFiscalCode: z.string(),
    vatSdiCode: z.string(),
    emailCertified: z.string(),
  });
  return z.pipe(
    form.check(
      z.superRefine((value: z.output<typeof form>, ctx) => {
        const checked = company.safeParse({
          personTypeId: PERSON_TYPE.COMPANY,
          email: ACCOUNT_EMAIL,
          ...toCompanyFields(value),
        });
        if (checked.success) return;
        // One message a field, the first the rules give.
        const placed = new Set<string>();
        for (const issue of checked.error.issues) {
          const field = issue.path[0];
          if (typeof field !== 'string' || !(field in value) || placed.has(field)) continue;
          placed.add(field);
          ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
        }
      }, ALWAYS_ON_OBJECTS),
    ),
    z.transform(toCompanyFields),
  );
}

/** The company form with the default messages. */
export const companyFormSchema = /* @__PURE__ */ createCompanyFormSchema();

/** A company form as a form holds it. */
export type CompanyFormInput = z.input<typeof companyFormSchema>;

/** A validated company form: empty fields left out, the codes normalized. */
export type CompanyForm = z.output<typeof companyFormSchema>;
