import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale } from './refine-helpers';
import { createNormalizedTextSchema } from './required-text';

/** A meal-voucher card number: 8 to 19 digits, the spaces a shopper types left out. */
const MEAL_VOUCHER_CARD_PATTERN = /^[0-9]{8,19}$/;

/**
 * Creates the sign-in form of a meal-voucher provider that takes the shopper's own credentials
 * (Day, docs/requirements/payments.md `day/login`): the user, trimmed, and the password, taken as
 * typed, each required with its own words (`Indica il tuo utente`, `Indica la password`).
 */
export function createMealVoucherSignInFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    user: z.string({ error: m.mealVoucherUser }).check(z.trim(), z.minLength(1, m.mealVoucherUser)),
    pwd: z.string({ error: m.mealVoucherPassword }).check(z.minLength(1, m.mealVoucherPassword)),
  });
}

/** The meal-voucher sign-in form with the default messages. */
export const mealVoucherSignInFormSchema = /* @__PURE__ */ createMealVoucherSignInFormSchema();

/** A meal-voucher sign-in form as a form holds it. */
export type MealVoucherSignInFormInput = z.input<typeof mealVoucherSignInFormSchema>;

/** A validated meal-voucher sign-in form, the user trimmed. */
export type MealVoucherSignInForm = z.output<typeof mealVoucherSignInFormSchema>;

/**
 * Creates the form that links a meal-voucher card (Pluxee, saved through `update-data`,
 * docs/requirements/payments.md): its number, required (`Campo obbligatorio`), 8 to 19 digits
 * with spaces ignored (`Il numero della carta ha da 8 a 19 cifre`); the output has no spaces.
 */
export function createMealVoucherCardFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  ensureDefaultLocale();
  return z.object({
    cardNumber: createNormalizedTextSchema(
      (value) => value.replace(/\s/g, ''),
      (value) => MEAL_VOUCHER_CARD_PATTERN.test(value),
      'mealVoucherCard',
      messages,
    ),
  });
}

/** The meal-voucher card form with the default messages. */
export const mealVoucherCardFormSchema = /* @__PURE__ */ createMealVoucherCardFormSchema();

/** A meal-voucher card form as a form holds it. */
export type MealVoucherCardFormInput = z.input<typeof mealVoucherCardFormSchema>;

/** A validated meal-voucher card form, the number without spaces. */
export type MealVoucherCardForm = z.output<typeof mealVoucherCardFormSchema>;
