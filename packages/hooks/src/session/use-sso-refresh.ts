import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { reloadCatalogue, setSessionUser } from './session-cache';

/** Options of {@link useSsoRefresh}: any `useMutation` option but the mutation function. */
export type UseSsoRefreshOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/sso/refresh', 'post'>, EbsnError | NetworkError, void>,
  'mutationFn'
>;

/**
 * Refreshes the single-sign-on session (the card's "Refresh"); on success the session holds the
 * answered user and the catalogue on screen reloads from the server.
 * @example
 * const refresh = useSsoRefresh();
 * <button onClick={() => refresh.mutate()}>Refresh</button>
 */
export function useSsoRefresh(options?: UseSsoRefreshOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => client.auth.ssoRefresh(),
    onSuccess: async (...args) => {
      setSessionUser(queryClient, args[0].user);
      // spec 4.6: single-sign-on refresh reloads the current category without cache. The
      // filters live in the route (the app resets them); here every catalogue answer is marked
      // stale and the ones on screen are fetched again.
      void reloadCatalogue(queryClient);
      await options?.onSuccess?.(...args);
    },
  });
}
