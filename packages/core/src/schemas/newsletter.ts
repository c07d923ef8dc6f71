import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createNewsletterEmailSchema } from './email';
import { ensureDefaultLocale } from './refine-helpers';

/** Creates the footer newsletter form: one required, valid e-mail (docs/requirements/validation.md). */
export function createNewsletterSchema(messages: Partial<ValidationMessages> = validationMessages) {
  ensureDefaultLocale();
  return z.object({ email: createNewsletterEmailSchema(resolveMessages(messages)) });
}

/** The newsletter form with the default messages. */
export const newsletterSchema = /* @__PURE__ */ createNewsletterSchema();

/** A newsletter form as a form holds it. */
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** A validated newsletter form. */
export type Newsletter = z.output<typeof newsletterSchema>;
