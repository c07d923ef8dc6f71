import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, FormBodyOf, NetworkError, QueryOf } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { invalidateAllButSession, setSessionUser } from './session-cache';

/** What {@link useLogin} sends: the sign-in form, plus a reCAPTCHA token on chains that need it. */
export type LoginVariables = FormBodyOf<'/ebsn/api/auth/login', 'post'> &
  QueryOf<'/ebsn/api/auth/login', 'post'>;

/** What sign-in answers: the user and their cart id. */
export type LoginData = DataOf<'/ebsn/api/auth/login', 'post'>;

/** Options of {@link useLogin}: any `useMutation` option but the mutation function. */
export type UseLoginOptions = Omit<
  UseMutationOptions<LoginData, EbsnError | NetworkError, LoginVariables>,
  'mutationFn'
>;

/**
 * Signs a customer in; on success the session holds the new user and every other query
 * (cart, user detail, catalogue prices) reloads.
 * @example
 * const login = useLogin({ onSuccess: () => navigate(returnPath) });
 * login.mutate({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
 */
export function useLogin(options?: UseLoginOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ token_recaptcha, ...form }: LoginVariables) =>
      client.auth.login(form, token_recaptcha === undefined ? undefined : { token_recaptcha }),
    onSuccess: async (...args) => {
      setSessionUser(queryClient, args[0].user);
      void invalidateAllButSession(queryClient);
      await options?.onSuccess?.(...args);
    },
  });
}
