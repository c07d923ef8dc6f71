import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale, refineTo } from './refine-helpers';

/** Creates the sales conditions checkbox value: the text `'true'` or `'false'`, which must be `'true'` (docs/requirements/validation.md). */
export function createSalesConditionsFieldSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return refineTo(
    z.enum(['true', 'false'], { error: m.salesConditions }),
    (value) => value === 'true',
    m.salesConditions,
  );
}

/** Creates the sales conditions form: one checkbox that must be accepted (docs/requirements/invoice.md and validation.md). */
export function createSalesConditionsSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  ensureDefaultLocale();
  return z.object({ salesConditions: createSalesConditionsFieldSchema(messages) });
}

/** The sales conditions form with the default messages. */
export const salesConditionsSchema = /* @__PURE__ */ createSalesConditionsSchema();

/** A sales conditions form as a form holds it. */
export type SalesConditionsInput = z.input<typeof salesConditionsSchema>;
