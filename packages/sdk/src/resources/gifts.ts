import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Gift certificates and loyalty rewards. */
export function giftsResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the user's gift certificates.
     * @example const { giftCertificates } = await client.gifts.list();
     */
    list: endpoint.get('/ebsn/api/gift-certificate/list'),

    /**
     * Applies a gift certificate code to the cart; answers the cart.
     * @example const cart = await client.gifts.redeem({ code: 'BUONO10' });
     */
    redeem: endpoint.postForm('/ebsn/api/gift-certificate/redeem'),

    /**
     * Removes a gift certificate from the cart; answers the cart.
     * @example const cart = await client.gifts.remove({ user_gift_certificate_id: 6 });
     */
    remove: endpoint.postForm('/ebsn/api/gift-certificate/remove'),

    /**
     * Lists the rewards of the loyalty catalogue with the user's points.
     * @example const { products, points } = await client.gifts.rewards();
     */
    rewards: endpoint.get('/ebsn/api/reward/list'),

    /**
     * Lists the rewards the user has requested.
     * @example const { rewards } = await client.gifts.requestedRewards();
     */
    requestedRewards: endpoint.get('/ebsn/api/reward/requested-list'),

    /**
     * Requests a reward with the user's points; answers the requested rewards.
     * @example const { rewards } = await client.gifts.requestReward({ product_id: 3001, quantity: 1 });
     */
    requestReward: endpoint.postForm('/ebsn/api/reward/request'),
  };
}
