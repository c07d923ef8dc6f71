import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isEmail } from './refine-helpers';
import { createCheckedTextSchema } from './required-text';

/** Creates the person e-mail field: required and valid, both answering `Digitare l’e-mail` (docs/requirements/validation.md). */
export function createPersonEmailSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return createCheckedTextSchema(z.trim(), m.personEmail, isEmail, m.personEmail);
}

/** Creates the optional certified e-mail (PEC) field: when given it must be valid, `Digitare una e-mail valida` (docs/requirements/validation.md). */
export function createCertifiedEmailSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return z.nullish(
    z.string({ error: m.certifiedEmail }).check(
      z.trim(),
      z.refine((value) => value === '' || isEmail(value), m.certifiedEmail),
    ),
  );
}

/** Creates the newsletter e-mail field: `Campo obbligatorio` when missing, `Indirizzo e-mail non valido` when malformed (docs/requirements/validation.md). */
export function createNewsletterEmailSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return createCheckedTextSchema(z.trim(), m.required, isEmail, m.newsletterEmail);
}

/** The person e-mail field with the default messages. */
export const personEmailSchema = /* @__PURE__ */ createPersonEmailSchema();

/** The certified e-mail (PEC) field with the default messages. */
export const certifiedEmailSchema = /* @__PURE__ */ createCertifiedEmailSchema();

/** The newsletter e-mail field with the default messages. */
export const newsletterEmailSchema = /* @__PURE__ */ createNewsletterEmailSchema();
