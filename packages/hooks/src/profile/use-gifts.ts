import { useQuery } from '@tanstack/react-query';

import { mutationHook } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { giftMutations } from './profile-mutations';
import { giftQueries } from './profile-queries';

/**
 * The user's gift certificates.
 * @example
 * const { data } = useGiftCertificates();
 * data?.giftCertificates.map((gift) => `${gift.name}: ${gift.amount} €`);
 */
export function useGiftCertificates() {
  const client = useCarrelloClient();
  return useQuery(giftQueries.certificates(client));
}

/**
 * Applies a gift certificate code to the cart: the answered cart goes to the cart cache and the
 * gift certificates reload.
 * @example
 * const redeem = useRedeemGiftCode();
 * redeem.mutate({ code: 'BUONO10' });
 */
export const useRedeemGiftCode = mutationHook(giftMutations.redeem);

/**
 * Takes a gift certificate off the cart: the answered cart goes to the cart cache and the gift
 * certificates reload.
 * @example
 * const remove = useRemoveGiftCertificate();
 * remove.mutate({ userGiftCertificateId: 6 });
 */
export const useRemoveGiftCertificate = mutationHook(giftMutations.remove);

/**
 * The rewards catalogue with the user's points.
 * @example
 * const { data } = useRewards();
 * `${data?.points} punti`;
 */
export function useRewards() {
  const client = useCarrelloClient();
  return useQuery(giftQueries.rewards(client));
}

/**
 * The rewards the user has requested.
 * @example
 * const { data } = useRequestedRewards();
 * data?.rewards.map((reward) => reward.statusDescr);
 */
export function useRequestedRewards() {
  const client = useCarrelloClient();
  return useQuery(giftQueries.requestedRewards(client));
}

/**
 * Requests a reward with the user's points: the requested rewards take the server's answer and
 * the catalogue (points) reloads.
 * @example
 * const request = useRequestReward();
 * request.mutate({ productId: 3001, quantity: 1 });
 */
export const useRequestReward = mutationHook(giftMutations.requestReward);
