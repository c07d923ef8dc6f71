import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, FormBodyOf, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { invalidateAllButSession, setSessionUser } from './session-cache';

/** What {@link useSsoLogin} sends: the support user's credentials. */
export type SsoLoginVariables = FormBodyOf<'/ebsn/api/auth/sso/login', 'post'>;

/** Options of {@link useSsoLogin}: any `useMutation` option but the mutation function. */
export type UseSsoLoginOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/auth/sso/login', 'post'>,
    EbsnError | NetworkError,
    SsoLoginVariables
  >,
  'mutationFn'
>;

/**
 * Signs a support or administrator user in through single sign-on; on success the session holds
 * that user and every other query reloads.
 * @example
 * const ssoLogin = useSsoLogin();
 * ssoLogin.mutate({ login: 'assistenza.milano', password: 'Assistenza!2026' });
 */
export function useSsoLogin(options?: UseSsoLoginOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (form: SsoLoginVariables) => client.auth.ssoLogin(form),
    onSuccess: async (...args) => {
      setSessionUser(queryClient, args[0].user);
      void invalidateAllButSession(queryClient);
      await options?.onSuccess?.(...args);
    },
  });
}
