import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { PASSWORD_LENGTH } from '../password';
import { createNewsletterEmailSchema } from './email';
import { ensureDefaultLocale } from './refine-helpers';

/** The messages of the password reset form: the shared ones and the short password's. */
export type PasswordResetFormMessages = ValidationMessages & {
  /** A new password shorter than the contract's minimum. */
  passwordTooShort: string;
};

/**
 * Creates the password reset request form (docs/requirements/validation.md): the account's
 * e-mail, trimmed, required (`Campo obbligatorio`) and well formed
 * (`Indirizzo e-mail non valido`).
 */
export function createPasswordResetRequestFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({ email: createNewsletterEmailSchema(m) });
}

/**
 * Creates the new password form of a reset link: the password is required
 * (`Campo obbligatorio`) and at least as long as the contract asks
 * (`La password deve avere almeno 8 caratteri`); the server checks the rest of the password
 * policy. The password is taken as typed, spaces included.
 */
export function createPasswordResetFormSchema(
  messages: Partial<PasswordResetFormMessages> = validationMessages,
) {
  const m = {
    passwordTooShort: `La password deve avere almeno ${String(PASSWORD_LENGTH.min)} caratteri`,
    ...resolveMessages(messages),
  };
  ensureDefaultLocale();
  return z.object({
    password: z.string({ error: m.required }).check(
      z.minLength(1, m.required),
      z.refine((value) => value === '' || value.length >= PASSWORD_LENGTH.min, m.passwordTooShort),
    ),
  });
}

/** The password reset request form with the default messages. */
export const passwordResetRequestFormSchema =
  /* @__PURE__ */ createPasswordResetRequestFormSchema();

/** The new password form of a reset link with the default messages. */
export const passwordResetFormSchema = /* @__PURE__ */ createPasswordResetFormSchema();

/** A password reset request form as a form holds it. */
export type PasswordResetRequestFormInput = z.input<typeof passwordResetRequestFormSchema>;

/** A validated password reset request form, the e-mail trimmed. */
export type PasswordResetRequestForm = z.output<typeof passwordResetRequestFormSchema>;

/** A new password form as a form holds it. */
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;

/** A validated new password form. */
export type PasswordResetForm = z.output<typeof passwordResetFormSchema>;
