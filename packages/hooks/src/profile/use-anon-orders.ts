import { useQuery } from '@tanstack/react-query';

import { mutationHook } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { anonOrderMutations } from './profile-mutations';
import { anonOrderQueries } from './profile-queries';

/**
 * The orders an access token (from the e-mailed link) opens, without signing in; waits while the
 * token is undefined.
 * @example
 * const token = searchParams.get('access_token') ?? undefined;
 * const { data } = useAnonOrders(token);
 */
export function useAnonOrders(accessToken: string | undefined) {
  const client = useCarrelloClient();
  return useQuery(anonOrderQueries.list(client, accessToken));
}

/**
 * One order opened with an access token, without signing in; waits for both ids.
 * @example const { data: order } = useAnonOrder(Number(params.orderId), token);
 */
export function useAnonOrder(orderId: number | undefined, accessToken: string | undefined) {
  const client = useCarrelloClient();
  return useQuery(anonOrderQueries.detail(client, orderId, accessToken));
}

/**
 * Sends the access link of an order to the e-mail address it was placed with; nothing is cached.
 * @example
 * const request = useRequestAnonOrderAccess({ onSuccess: () => setSent(true) });
 * request.mutate({ email: 'mario.rossi@example.it', orderId: 501 });
 */
export const useRequestAnonOrderAccess = mutationHook(anonOrderMutations.requestAccess);
