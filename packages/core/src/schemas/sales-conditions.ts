import { z } from 'zod';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';

/** Creates the sales conditions checkbox value: the text `'true'` or `'false'`, which must be `'true'` (spec 5). */
export function createSalesConditionsFieldSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z
    .enum(['true', 'false'], { error: m.salesConditions })
    .refine((value) => value === 'true', m.salesConditions);
}

/** Creates the sales conditions form: one checkbox that must be accepted (spec 4.2 and 5). */
export function createSalesConditionsSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  return z.object({ salesConditions: createSalesConditionsFieldSchema(messages) });
}

/** The sales conditions form with the default messages. */
export const salesConditionsSchema = /* @__PURE__ */ createSalesConditionsSchema();

/** A sales conditions form as a form holds it. */
export type SalesConditionsInput = z.input<typeof salesConditionsSchema>;
