import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError, QueryOf } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';

/** What holding the order's time slot sends: the minutes to hold it. */
export type ReserveTimeVariables = QueryOf<'/ebsn/api/order/reserve-time', 'post'>;

/** Options of {@link useReserveTime}: TanStack mutation options without `mutationFn`. */
export type UseReserveTimeOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/order/reserve-time', 'post'>,
    EbsnError | NetworkError,
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
  return useMutation({
    ...options,
    mutationFn: (variables) => client.orders.reserveTime(variables),
  });
}
