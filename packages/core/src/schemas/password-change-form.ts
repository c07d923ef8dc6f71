import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isValidPassword } from '../password';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale } from './refine-helpers';

/**
 * Creates the password change form of the profile (docs/requirements/validation.md "password" and
 * "repeated new password"): the current password, a new one that meets the password policy
 * (`La password non rispetta le regole indicate`) and the new one again
 * (`Le due password non coincidono`); each is required (`Campo obbligatorio`). Passwords are
 * taken as typed, spaces included.
 */
export function createPasswordChangeFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const required = () => z.string({ error: m.required }).check(z.minLength(1, m.required));
  const form = z.object({
    old_password: required(),
    new_password: required().check(
      z.refine((value) => value === '' || isValidPassword(value), m.weakPassword),
    ),
    repeat: required(),
  });
  return form.check(
    z.superRefine((value: z.output<typeof form>, ctx) => {
      // Checked on the object, so the mismatch shows beside the other fields' messages.
      const { new_password: password, repeat } = value;
      if (typeof repeat === 'string' && repeat !== '' && repeat !== password) {
        ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['repeat'] });
      }
    }, ALWAYS_ON_OBJECTS),
  );
}

/** The password change form with the default messages. */
export const passwordChangeFormSchema = /* @__PURE__ */ createPasswordChangeFormSchema();

/** A password change form as a form holds it. */
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** A validated password change form. */
export type PasswordChangeForm = z.output<typeof passwordChangeFormSchema>;
