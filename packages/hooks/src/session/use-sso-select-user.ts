import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, FormBodyOf, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { invalidateAllButSession, setSessionUser } from './session-cache';

/** What {@link useSsoSelectUser} sends: the id of the customer to browse as. */
export type SsoSelectUserVariables = FormBodyOf<'/ebsn/api/auth/sso/select-user', 'post'>;

/** Options of {@link useSsoSelectUser}: any `useMutation` option but the mutation function. */
export type UseSsoSelectUserOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/auth/sso/select-user', 'post'>,
    EbsnError | NetworkError,
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
export function useSsoSelectUser(options?: UseSsoSelectUserOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (form: SsoSelectUserVariables) => client.auth.ssoSelectUser(form),
    onSuccess: async (...args) => {
      setSessionUser(queryClient, args[0].user);
      void invalidateAllButSession(queryClient);
      await options?.onSuccess?.(...args);
    },
  });
}
