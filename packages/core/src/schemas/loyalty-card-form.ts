import * as z from 'zod/mini';
import { LOYALTY_CARD_PATTERN, normalizeLoyaltyCard } from '../loyalty-card';
import { validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale } from './refine-helpers';
import { createNormalizedTextSchema } from './required-text';

/**
 * Creates the loyalty card form of the profile: one required card number of 8 to 20 digits,
 * spaces ignored (`Il numero della carta ha da 8 a 20 cifre`); the output number has no spaces
 * (docs/requirements/validation.md).
 */
export function createLoyaltyCardFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  ensureDefaultLocale();
  return z.object({
    fidelityCard: createNormalizedTextSchema(
      normalizeLoyaltyCard,
      (value) => LOYALTY_CARD_PATTERN.test(value),
      'loyaltyCard',
      messages,
    ),
  });
}

/** The loyalty card form with the default messages. */
export const loyaltyCardFormSchema = /* @__PURE__ */ createLoyaltyCardFormSchema();

/** A loyalty card form as a form holds it. */
export type LoyaltyCardFormInput = z.input<typeof loyaltyCardFormSchema>;

/** A validated loyalty card form, the number without spaces. */
export type LoyaltyCardForm = z.output<typeof loyaltyCardFormSchema>;
