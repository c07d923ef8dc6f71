import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations, type SsoSelectUserVariables } from './session-mutations';

export type { SsoSelectUserVariables } from './session-mutations';

/** Options of {@link useSsoSelectUser}: any `useMutation` option but the mutation function. */
export type UseSsoSelectUserOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/auth/sso/select-user', 'post'>,
    CarrelloError,
    SsoSelectUserVariables
  >,
  'mutationFn'
>;

/**
 * Lets the signed-in support user browse as a customer; on success the session holds the customer
 * and every other query (their cart, detail, prices) reloads.
 * @example
 * const selectUser = useSsoSelectUser();
 * selectUser.mutate({ user_id: 1042 });
 */
export function useSsoSelectUser(options: UseSsoSelectUserOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(sessionMutations.ssoSelectUser(client, queryClient), options),
  );
}
