import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloContext } from '../provider';
import type { ReservationOutcome, ReserveParkingVariables } from './reserve-parking';
import { servicesMutations } from './services-mutations';

/** Options of {@link useReserveParking}: TanStack mutation options without `mutationFn`. */
export type UseReserveParkingOptions = Omit<
  UseMutationOptions<ReservationOutcome, CarrelloError, ReserveParkingVariables>,
  'mutationFn'
>;

/**
 * Reserves the pick-up of an order (parking bay or locker, "I'm on my way"). The mutation always
 * resolves with the dialog to show (docs/requirements/delivery.md): `success` titled "Informazioni" with the
 * server's info, `error` titled "Attenzione" with its first error, or `unexpected` titled
 * "Errore" with "Si è verificato un errore imprevisto." when the server could not answer.
 * @example
 * const reserve = useReserveParking({ onSuccess: (outcome) => openDialog(outcome) });
 * reserve.mutate({ order_id: 90210, distance: 850, reservation_info: 'AB123CD, posto 4' });
 */
export function useReserveParking(options: UseReserveParkingOptions = {}) {
  const { client, messages } = useCarrelloContext();
  return useMutation(
    withCallerOptions(servicesMutations.reserveParking(client, { messages }), options),
  );
}
