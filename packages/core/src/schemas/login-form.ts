import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale } from './refine-helpers';

/**
 * Creates the sign-in form (docs/requirements/validation.md): the e-mail, trimmed, and the
 * password, taken as typed, both required (`Campo obbligatorio`), and whether to stay signed in.
 * The address is not checked for its form here: the platform answers whether the account exists.
 */
export function createLoginFormSchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    email: z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required)),
    password: z.string({ error: m.required }).check(z.minLength(1, m.required)),
    remember_me: z.boolean(),
  });
}

/** The sign-in form with the default messages. */
export const loginFormSchema = /* @__PURE__ */ createLoginFormSchema();

/** A sign-in form as a form holds it. */
export type LoginFormInput = z.input<typeof loginFormSchema>;

/** A validated sign-in form, the e-mail trimmed. */
export type LoginForm = z.output<typeof loginFormSchema>;
