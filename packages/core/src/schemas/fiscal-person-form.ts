import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createBillingAddressSchema } from './billing-address';
import { createFiscalPersonSchema } from './fiscal-person';
import { ensureDefaultLocale } from './refine-helpers';

/** Creates the new fiscal person form: the person and its billing address, as inserted together (docs/requirements/invoice.md and api-calls.md). */
export function createFiscalPersonFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    person: createFiscalPersonSchema(m),
    billingAddress: createBillingAddressSchema(m),
  });
}

/** The new fiscal person form with the default messages. */
export const fiscalPersonFormSchema = /* @__PURE__ */ createFiscalPersonFormSchema();

/** A new fiscal person form as a form holds it. */
export type FiscalPersonFormInput = z.input<typeof fiscalPersonFormSchema>;

/** A validated new fiscal person form. */
export type FiscalPersonForm = z.output<typeof fiscalPersonFormSchema>;
