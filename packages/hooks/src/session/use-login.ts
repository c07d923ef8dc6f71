import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations, type LoginData, type LoginVariables } from './session-mutations';

export type { LoginData, LoginVariables } from './session-mutations';

/** Options of {@link useLogin}: any `useMutation` option but the mutation function. */
export type UseLoginOptions = Omit<
  UseMutationOptions<LoginData, CarrelloError, LoginVariables>,
  'mutationFn'
>;

/**
 * Signs a customer in; on success the session holds the new user and every other query
 * (cart, user detail, catalogue prices) reloads.
 * @example
 * const login = useLogin({ onSuccess: () => navigate(returnPath) });
 * login.mutate({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
 */
export function useLogin(options: UseLoginOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(sessionMutations.login(client, queryClient), options));
}
