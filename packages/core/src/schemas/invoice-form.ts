import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale } from './refine-helpers';
import { createSalesConditionsFieldSchema } from './sales-conditions';

/**
 * Creates the invoice part of the checkout form: the need_invoice switch, the selected fiscal
 * person (required when an invoice is asked for) and the sales conditions (docs/requirements/invoice.md).
 */
export function createInvoiceFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const form = z.object({
    needInvoice: z._default(z.boolean(), false),
    personFiscalId: z.nullish(z.number().check(z.int(), z.positive())),
    salesConditions: createSalesConditionsFieldSchema(m),
  });
  return form.check(
    z.superRefine((value: z.output<typeof form>, ctx) => {
      // docs/requirements/invoice.md: the fiscal person must be valid and selected if an invoice is required.
      if (value.needInvoice && value.personFiscalId == null) {
        ctx.addIssue({ code: 'custom', message: m.required, path: ['personFiscalId'] });
      }
    }, ALWAYS_ON_OBJECTS),
  );
}

/** The invoice form with the default messages. */
export const invoiceFormSchema = /* @__PURE__ */ createInvoiceFormSchema();

/** An invoice form as a form holds it. */
export type InvoiceFormInput = z.input<typeof invoiceFormSchema>;

/** A validated invoice form. */
export type InvoiceForm = z.output<typeof invoiceFormSchema>;
