import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createNewsletterEmailSchema } from './email';
import { ensureDefaultLocale, refineTo } from './refine-helpers';

/**
 * Creates the newsletter subscription form of the Communication page
 * (docs/requirements/validation.md): one required, valid e-mail (`Campo obbligatorio`,
 * `Indirizzo e-mail non valido`), trimmed, and the privacy consent, which must be given
 * (`Campo obbligatorio`).
 */
export function createNewsletterSubscriptionFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    email: createNewsletterEmailSchema(m),
    privacy: refineTo(
      z.boolean({ error: m.required }),
      (value): value is true => value,
      m.required,
    ),
  });
}

/** The newsletter subscription form with the default messages. */
export const newsletterSubscriptionFormSchema =
  /* @__PURE__ */ createNewsletterSubscriptionFormSchema();

/** A newsletter subscription form as a form holds it. */
export type NewsletterSubscriptionFormInput = z.input<typeof newsletterSubscriptionFormSchema>;

/** A validated newsletter subscription form: the e-mail trimmed, the consent given. */
export type NewsletterSubscriptionForm = z.output<typeof newsletterSubscriptionFormSchema>;
