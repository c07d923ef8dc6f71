import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf } from './types';

/** Gift certificates and loyalty rewards. */
export function giftsResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the user's gift certificates.
     * @example const { giftCertificates } = await client.gifts.list();
     */
    list: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/gift-certificate/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/gift-certificate/list', { ...options })),

    /**
     * Applies a gift certificate code to the cart; answers the cart.
     * @example const cart = await client.gifts.redeem({ code: 'BUONO10' });
     */
    redeem: (
      body: FormBodyOf<'/ebsn/api/gift-certificate/redeem', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/gift-certificate/redeem', 'post'>> =>
      unwrap(api.POST('/ebsn/api/gift-certificate/redeem', { body, ...formBody(options) })),

    /**
     * Removes a gift certificate from the cart; answers the cart.
     * @example const cart = await client.gifts.remove({ user_gift_certificate_id: 6 });
     */
    remove: (
      body: FormBodyOf<'/ebsn/api/gift-certificate/remove', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/gift-certificate/remove', 'post'>> =>
      unwrap(api.POST('/ebsn/api/gift-certificate/remove', { body, ...formBody(options) })),

    /**
     * Lists the rewards of the loyalty catalogue with the user's points.
     * @example const { products, points } = await client.gifts.rewards();
     */
    rewards: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/reward/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/reward/list', { ...options })),

    /**
     * Lists the rewards the user has requested.
     * @example const { rewards } = await client.gifts.requestedRewards();
     */
    requestedRewards: (
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/reward/requested-list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/reward/requested-list', { ...options })),

    /**
     * Requests a reward with the user's points; answers the requested rewards.
     * @example const { rewards } = await client.gifts.requestReward({ product_id: 3001, quantity: 1 });
     */
    requestReward: (
      body: FormBodyOf<'/ebsn/api/reward/request', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/reward/request', 'post'>> =>
      unwrap(api.POST('/ebsn/api/reward/request', { body, ...formBody(options) })),
  };
}
