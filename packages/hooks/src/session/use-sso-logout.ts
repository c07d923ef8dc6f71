import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations } from './session-mutations';

/** Options of {@link useSsoLogout}: any `useMutation` option but the mutation function. */
export type UseSsoLogoutOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/sso/logout', 'post'>, CarrelloError, void>,
  'mutationFn'
>;

/**
 * Ends the single-sign-on session (the card's "Esci"); on success the user-bound queries are
 * cleared, the session reloads and the catalogue on screen is fetched again.
 * @example
 * const ssoLogout = useSsoLogout({ onSuccess: () => navigate('/') });
 * <button onClick={() => ssoLogout.mutate()}>Esci</button>
 */
export function useSsoLogout(options: UseSsoLogoutOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(sessionMutations.ssoLogout(client, queryClient), options));
}
