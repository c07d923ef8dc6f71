import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale, isEmail } from './refine-helpers';
import { createCheckedTextSchema } from './required-text';

/**
 * Creates the e-mail change form of the profile (docs/requirements/validation.md): the new
 * address, trimmed, required (`Campo obbligatorio`) and well formed
 * (`Digitare un’e-mail valida`), and the current password, required and taken as typed.
 */
export function createEmailChangeFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    new_email: createCheckedTextSchema(z.trim(), m.required, isEmail, m.newEmail),
    password: z.string({ error: m.required }).check(z.minLength(1, m.required)),
  });
}

/** The e-mail change form with the default messages. */
export const emailChangeFormSchema = /* @__PURE__ */ createEmailChangeFormSchema();

/** An e-mail change form as a form holds it. */
export type EmailChangeFormInput = z.input<typeof emailChangeFormSchema>;

/** A validated e-mail change form, the new address trimmed. */
export type EmailChangeForm = z.output<typeof emailChangeFormSchema>;
