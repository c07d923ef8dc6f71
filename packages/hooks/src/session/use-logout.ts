import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { resetUserQueries } from './session-cache';

/** Options of {@link useLogout}: any `useMutation` option but the mutation function. */
export type UseLogoutOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/logout', 'post'>, EbsnError | NetworkError, void>,
  'mutationFn'
>;

/**
 * Signs the user out; on success every user-bound query (session, user, cart, ...) is cleared
 * and the session reloads, while catalogue and search answers stay cached.
 * @example
 * const logout = useLogout({ onSuccess: () => navigate('/') });
 * <button onClick={() => logout.mutate()}>Esci</button>
 */
export function useLogout(options?: UseLogoutOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => client.auth.logout(),
    onSuccess: async (...args) => {
      void resetUserQueries(queryClient);
      await options?.onSuccess?.(...args);
    },
  });
}
