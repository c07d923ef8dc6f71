import { mutationHook } from '../mutation-options';
import { queryHook } from '../query-hook';
import { giftMutations } from './profile-mutations';
import { giftQueries } from './profile-queries';

/**
 * The user's gift certificates.
 * @example
 * const { data } = useGiftCertificates();
 * data?.giftCertificates.map((gift) => `${gift.name}: ${gift.amount} €`);
 */
export const useGiftCertificates = queryHook(giftQueries.certificates);

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
export const useRewards = queryHook(giftQueries.rewards);

/**
 * The rewards the user has requested.
 * @example
 * const { data } = useRequestedRewards();
 * data?.rewards.map((reward) => reward.statusDescr);
 */
export const useRequestedRewards = queryHook(giftQueries.requestedRewards);

/**
 * Requests a reward with the user's points: the requested rewards take the server's answer and
 * the catalogue (points) reloads.
 * @example
 * const request = useRequestReward();
 * request.mutate({ productId: 3001, quantity: 1 });
 */
export const useRequestReward = mutationHook(giftMutations.requestReward);
