import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createNewsletterEmailSchema } from './email';
import { ensureDefaultLocale } from './refine-helpers';
import { createRequiredTextSchema } from './required-text';

/**
 * Creates the customer-care ticket form of a shopper who is not signed in (docs/requirements/account.md
 * "Support tickets"): first and last name, e-mail, topic and message are all required
 * (`Campo obbligatorio`); a malformed e-mail answers `Indirizzo e-mail non valido`. Text is trimmed.
 */
export function createTicketFormSchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    firstName: createRequiredTextSchema(m),
    lastName: createRequiredTextSchema(m),
    email: createNewsletterEmailSchema(m),
    topic: createRequiredTextSchema(m),
    message: createRequiredTextSchema(m),
  });
}

/**
 * Creates the customer-care ticket form of a signed-in shopper, whose name and e-mail the account
 * gives (docs/requirements/account.md "Support tickets"): topic and message are required
 * (`Campo obbligatorio`), the order the request is about is optional. Text is trimmed.
 */
export function createSignedInTicketFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    topic: createRequiredTextSchema(m),
    message: createRequiredTextSchema(m),
    orderId: z.optional(z.string()),
  });
}

/** The ticket form of a shopper not signed in, with the default messages. */
export const ticketFormSchema = /* @__PURE__ */ createTicketFormSchema();

/** The ticket form of a signed-in shopper, with the default messages. */
export const signedInTicketFormSchema = /* @__PURE__ */ createSignedInTicketFormSchema();

/** A ticket form of a shopper not signed in, as a form holds it. */
export type TicketFormInput = z.input<typeof ticketFormSchema>;

/** A validated ticket form of a shopper not signed in. */
export type TicketForm = z.output<typeof ticketFormSchema>;

/** A ticket form of a signed-in shopper, as a form holds it. */
export type SignedInTicketFormInput = z.input<typeof signedInTicketFormSchema>;

/** A validated ticket form of a signed-in shopper. */
export type SignedInTicketForm = z.output<typeof signedInTicketFormSchema>;
