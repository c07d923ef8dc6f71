import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useLogout}: any `useMutation` option but the mutation function. */
export type UseLogoutOptions = MutationHookOptions<typeof sessionMutations.logout>;

/**
 * Signs the user out; on success every user-bound query (session, user, cart, ...) is cleared
 * and the session reloads, while catalogue and search answers stay cached.
 * @example
 * const logout = useLogout({ onSuccess: () => navigate('/') });
 * <button onClick={() => logout.mutate()}>Esci</button>
 */
export const useLogout = mutationHook(sessionMutations.logout);
