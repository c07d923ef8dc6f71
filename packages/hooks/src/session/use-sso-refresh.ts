import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useSsoRefresh}: any `useMutation` option but the mutation function. */
export type UseSsoRefreshOptions = MutationHookOptions<typeof sessionMutations.ssoRefresh>;

/**
 * Refreshes the single-sign-on session (the card's "Refresh"); on success the session holds the
 * answered user and the catalogue on screen reloads from the server.
 * @example
 * const refresh = useSsoRefresh();
 * <button onClick={() => refresh.mutate()}>Refresh</button>
 */
export const useSsoRefresh = mutationHook(sessionMutations.ssoRefresh);
