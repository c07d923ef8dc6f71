import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale } from './refine-helpers';
import { createRequiredTextSchema } from './required-text';

/**
 * Creates the "Sto arrivando" form that reserves the parking bay or the locker of a pick-up
 * order (docs/requirements/delivery.md): the distance from the shop, in metres, is required
 * (`Campo obbligatorio`), the note (plate, parking bay) is optional. Text is trimmed; the output
 * distance is a number.
 */
export function createReservationFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    distance: z.pipe(createRequiredTextSchema(m), z.transform(Number)),
    reservation_info: z.string().check(z.trim()),
  });
}

/** The reservation form with the default messages. */
export const reservationFormSchema = /* @__PURE__ */ createReservationFormSchema();

/** A reservation form as a form holds it. */
export type ReservationFormInput = z.input<typeof reservationFormSchema>;

/** A validated reservation form: the distance in metres, the note trimmed. */
export type ReservationForm = z.output<typeof reservationFormSchema>;
