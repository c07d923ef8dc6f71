import {
  QueryClient,
  type EnsureQueryDataOptions,
  type QueryClientConfig,
  type QueryKey,
} from '@tanstack/react-query';

import { isRetryableError } from '@carrello/sdk';

/**
 * Whether a failed query should be tried again: at most 3 times, and only for network
 * failures and 5xx answers; a 4xx or an envelope refusal will not change on retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && isRetryableError(error);
}

/**
 * A QueryClient with Carrello's defaults: the retry policy above, no retry of mutations,
 * 30 s of freshness for catalogue-like data.
 * @example const queryClient = createCarrelloQueryClient();
 */
export function createCarrelloQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: shouldRetry, staleTime: 30_000, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

/**
 * The cached data of a query, fetched first when there is none (stale data is used as it is):
 * what a mutation reads before it writes. `queryClient.query({ ...options, staleTime: 'static' })`
 * replaces `ensureQueryData` in the newest @tanstack/react-query, but the peer range (^5.85)
 * includes versions without it, so the kit keeps the call every version in that range has.
 */
export function cachedQueryData<TData, TError, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the peer range above
  options: EnsureQueryDataOptions<TData, TError, TData, TQueryKey>,
): Promise<TData> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the peer range above
  return queryClient.ensureQueryData(options);
}
