import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useSsoLogin}: any `useMutation` option but the mutation function. */
export type UseSsoLoginOptions = MutationHookOptions<typeof sessionMutations.ssoLogin>;

/**
 * Signs a support or administrator user in through single sign-on; on success the session holds
 * that user and every other query reloads.
 * @example
 * const ssoLogin = useSsoLogin();
 * ssoLogin.mutate({ login: 'assistenza.milano', password: 'Assistenza!2026' });
 */
export const useSsoLogin = mutationHook(sessionMutations.ssoLogin);
