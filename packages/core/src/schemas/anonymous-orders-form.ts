import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createNewsletterEmailSchema } from './email';
import { ensureDefaultLocale } from './refine-helpers';
import { createCheckedTextSchema } from './required-text';

/** The messages of the anonymous orders form: the shared ones and the order number's. */
export type AnonymousOrdersFormMessages = ValidationMessages & {
  /** An order number that is not a positive whole number. */
  orderNumber: string;
};

/** Whether a text reads as an order number: a whole number above zero. */
function isOrderNumber(value: string): boolean {
  const number = Number(value);
  return Number.isInteger(number) && number > 0;
}

/**
 * Creates the form that asks for the e-mailed link of an order placed without an account
 * (docs/requirements/account.md): the e-mail the order was placed with, required
 * (`Campo obbligatorio`) and well formed (`Indirizzo e-mail non valido`), and the order number,
 * required and a whole number (`Indica il numero d’ordine, solo cifre`). Text is trimmed; the
 * output order number is a number.
 */
export function createAnonymousOrdersFormSchema(
  messages: Partial<AnonymousOrdersFormMessages> = validationMessages,
) {
  const m = { orderNumber: 'Indica il numero d’ordine, solo cifre', ...resolveMessages(messages) };
  ensureDefaultLocale();
  return z.object({
    email: createNewsletterEmailSchema(m),
    orderId: z.pipe(
      createCheckedTextSchema(z.trim(), m.required, isOrderNumber, m.orderNumber),
      z.transform(Number),
    ),
  });
}

/** The anonymous orders form with the default messages. */
export const anonymousOrdersFormSchema = /* @__PURE__ */ createAnonymousOrdersFormSchema();

/** An anonymous orders form as a form holds it. */
export type AnonymousOrdersFormInput = z.input<typeof anonymousOrdersFormSchema>;

/** A validated anonymous orders form: the e-mail trimmed, the order number a number. */
export type AnonymousOrdersForm = z.output<typeof anonymousOrdersFormSchema>;
