import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations } from './session-mutations';

/** Options of {@link useLogout}: any `useMutation` option but the mutation function. */
export type UseLogoutOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/logout', 'post'>, CarrelloError, void>,
  'mutationFn'
>;

/**
 * Signs the user out; on success every user-bound query (session, user, cart, ...) is cleared
 * and the session reloads, while catalogue and search answers stay cached.
 * @example
 * const logout = useLogout({ onSuccess: () => navigate('/') });
 * <button onClick={() => logout.mutate()}>Esci</button>
 */
export function useLogout(options: UseLogoutOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(sessionMutations.logout(client, queryClient), options));
}
