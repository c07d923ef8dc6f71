import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useLogin}: any `useMutation` option but the mutation function. */
export type UseLoginOptions = MutationHookOptions<typeof sessionMutations.login>;

/**
 * Signs a customer in; on success the session holds the new user and every other query
 * (cart, user detail, catalogue prices) reloads.
 * @example
 * const login = useLogin({ onSuccess: () => navigate(returnPath) });
 * login.mutate({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
 */
export const useLogin = mutationHook(sessionMutations.login);
