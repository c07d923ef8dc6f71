import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useSsoSelectUser}: any `useMutation` option but the mutation function. */
export type UseSsoSelectUserOptions = MutationHookOptions<typeof sessionMutations.ssoSelectUser>;

/**
 * Lets the signed-in support user browse as a customer; on success the session holds the customer
 * and every other query (their cart, detail, prices) reloads.
 * @example
 * const selectUser = useSsoSelectUser();
 * selectUser.mutate({ user_id: 1042 });
 */
export const useSsoSelectUser = mutationHook(sessionMutations.ssoSelectUser);
