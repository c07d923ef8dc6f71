import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations, type SsoLoginVariables } from './session-mutations';

export type { SsoLoginVariables } from './session-mutations';

/** Options of {@link useSsoLogin}: any `useMutation` option but the mutation function. */
export type UseSsoLoginOptions = Omit<
  UseMutationOptions<DataOf<'/ebsn/api/auth/sso/login', 'post'>, CarrelloError, SsoLoginVariables>,
  'mutationFn'
>;

/**
 * Signs a support or administrator user in through single sign-on; on success the session holds
 * that user and every other query reloads.
 * @example
 * const ssoLogin = useSsoLogin();
 * ssoLogin.mutate({ login: 'assistenza.milano', password: 'Assistenza!2026' });
 */
export function useSsoLogin(options: UseSsoLoginOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(sessionMutations.ssoLogin(client, queryClient), options));
}
