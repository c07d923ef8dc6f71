// Shared by the delivery, invoice and profile folders (not exported from the package).
import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query';

import type { EbsnError, NetworkError } from '@carrello/sdk';

/** What a Carrello query or mutation fails with: the server refused, or could not be reached. */
export type CarrelloError = EbsnError | NetworkError;

/**
 * `queryOptions` with the error typed as {@link CarrelloError}, so `useQuery(factory(...)).error`
 * and `queryClient.getQueryData(key)` are typed without spelling the generics each time.
 * Like `queryOptions` it returns its argument, with the key tagged by data and error types.
 */
export function carrelloQueryOptions<
  TQueryFnData,
  TQueryKey extends QueryKey,
  TData = TQueryFnData,
>(
  options: UseQueryOptions<TQueryFnData, CarrelloError, TData, TQueryKey>,
): UseQueryOptions<TQueryFnData, CarrelloError, TData, TQueryKey> & {
  queryKey: DataTag<TQueryKey, TQueryFnData, CarrelloError>;
} {
  return options as UseQueryOptions<TQueryFnData, CarrelloError, TData, TQueryKey> & {
    queryKey: DataTag<TQueryKey, TQueryFnData, CarrelloError>;
  };
}
