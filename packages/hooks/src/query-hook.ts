// Shared by the query hooks (`queryHook` is not exported).
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

import type { EbsnClient } from '@carrello/sdk';

import { useCarrelloClient } from './provider';

/**
 * Makes the hook of a query factory: `useQuery` over the factory with the provider's client and
 * the hook's arguments, e.g. `queryHook(listQueries.detail)` is `useList(listId)`.
 */
export function queryHook<
  TArgs extends unknown[],
  TQueryFnData,
  TError,
  TData,
  TQueryKey extends QueryKey,
>(
  factory: (
    client: EbsnClient,
    ...args: TArgs
  ) => UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return function useFactoryQuery(...args: TArgs): UseQueryResult<TData, TError> {
    return useQuery(factory(useCarrelloClient(), ...args));
  };
}
