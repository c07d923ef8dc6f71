import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations } from './session-mutations';

/** Options of {@link useSsoRefresh}: any `useMutation` option but the mutation function. */
export type UseSsoRefreshOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/sso/refresh', 'post'>, CarrelloError, void>,
  'mutationFn'
>;

/**
 * Refreshes the single-sign-on session (the card's "Refresh"); on success the session holds the
 * answered user and the catalogue on screen reloads from the server.
 * @example
 * const refresh = useSsoRefresh();
 * <button onClick={() => refresh.mutate()}>Refresh</button>
 */
export function useSsoRefresh(options: UseSsoRefreshOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(sessionMutations.ssoRefresh(client, queryClient), options));
}
