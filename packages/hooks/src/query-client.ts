import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

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
