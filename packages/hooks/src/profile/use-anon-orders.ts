import { mutationHook } from '../mutation-options';
import { queryHook } from '../query-hook';
import { anonOrderMutations } from './profile-mutations';
import { anonOrderQueries } from './profile-queries';

/**
 * The orders an access token (from the e-mailed link) opens, without signing in; waits while the
 * token is undefined.
 * @example
 * const token = searchParams.get('access_token') ?? undefined;
 * const { data } = useAnonOrders(token);
 */
export const useAnonOrders = queryHook(anonOrderQueries.list);

/**
 * One order opened with an access token, without signing in; waits for both ids.
 * @example const { data: order } = useAnonOrder(Number(params.orderId), token);
 */
export const useAnonOrder = queryHook(anonOrderQueries.detail);

/**
 * Sends the access link of an order to the e-mail address it was placed with; nothing is cached.
 * @example
 * const request = useRequestAnonOrderAccess({ onSuccess: () => setSent(true) });
 * request.mutate({ email: 'mario.rossi@example.it', orderId: 501 });
 */
export const useRequestAnonOrderAccess = mutationHook(anonOrderMutations.requestAccess);
