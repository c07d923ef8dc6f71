import type * as z from 'zod/mini';
import { validationMessages, type ValidationMessages } from '../messages';
import { createRequiredTextFormSchema } from './required-text';

/**
 * Creates the form that redeems a voucher's code on the cart ("Usa nel carrello"): the code,
 * trimmed and required (`Campo obbligatorio`, docs/requirements/validation.md). Whether the code
 * exists is the server's answer.
 */
export function createGiftCodeFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  return createRequiredTextFormSchema('code', messages);
}

/** The voucher code form with the default messages. */
export const giftCodeFormSchema = /* @__PURE__ */ createGiftCodeFormSchema();

/** A voucher code form as a form holds it. */
export type GiftCodeFormInput = z.input<typeof giftCodeFormSchema>;

/** A validated voucher code form, the code trimmed. */
export type GiftCodeForm = z.output<typeof giftCodeFormSchema>;
