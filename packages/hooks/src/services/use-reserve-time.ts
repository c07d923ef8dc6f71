import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { servicesMutations, type ReserveTimeVariables } from './services-mutations';

export type { ReserveTimeVariables } from './services-mutations';

/** Options of {@link useReserveTime}: TanStack mutation options without `mutationFn`. */
export type UseReserveTimeOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/order/reserve-time', 'post'>,
    CarrelloError,
    ReserveTimeVariables
  >,
  'mutationFn'
>;

/**
 * Holds the chosen time slot for some minutes while the order is completed (spec 7.4).
 * @example
 * const reserveTime = useReserveTime();
 * reserveTime.mutate({ reserveTime: 15 });
 */
export function useReserveTime(options: UseReserveTimeOptions = {}) {
  const client = useCarrelloClient();
  return useMutation(withCallerOptions(servicesMutations.reserveTime(client), options));
}
