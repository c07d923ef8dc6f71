import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { reloadCatalogue, resetUserQueries } from './session-cache';

/** Options of {@link useSsoLogout}: any `useMutation` option but the mutation function. */
export type UseSsoLogoutOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/sso/logout', 'post'>, EbsnError | NetworkError, void>,
  'mutationFn'
>;

/**
 * Ends the single-sign-on session (the card's "Esci"); on success the user-bound queries are
 * cleared, the session reloads and the catalogue on screen is fetched again.
 * @example
 * const ssoLogout = useSsoLogout({ onSuccess: () => navigate('/') });
 * <button onClick={() => ssoLogout.mutate()}>Esci</button>
 */
export function useSsoLogout(options?: UseSsoLogoutOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => client.auth.ssoLogout(),
    onSuccess: async (...args) => {
      void resetUserQueries(queryClient);
      // spec 4.6: the catalogue was read in the support session's scope; read it again.
      void reloadCatalogue(queryClient);
      await options?.onSuccess?.(...args);
    },
  });
}
