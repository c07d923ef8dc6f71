import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useSsoLogout}: any `useMutation` option but the mutation function. */
export type UseSsoLogoutOptions = MutationHookOptions<typeof sessionMutations.ssoLogout>;

/**
 * Ends the single-sign-on session (the card's "Esci"); on success the user-bound queries are
 * cleared, the session reloads and the catalogue on screen is fetched again.
 * @example
 * const ssoLogout = useSsoLogout({ onSuccess: () => navigate('/') });
 * <button onClick={() => ssoLogout.mutate()}>Esci</button>
 */
export const useSsoLogout = mutationHook(sessionMutations.ssoLogout);
