import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import { mealTicketQueries, type MealTicketBalance } from './meal-ticket-queries';
import { paymentQueries } from './payment-queries';

declare const client: EbsnClient;

describe('payment and meal ticket query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(paymentQueries.types(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/payment-type/list'>
    >();
    expectCachedData(paymentQueries.auths(client, 1)).toEqualTypeOf<
      CachedGet<'/ebsn/api/payment-type/list-auth'>
    >();
    expectCachedData(paymentQueries.preBilledAmount(client, 1)).toEqualTypeOf<
      CachedGet<'/ebsn/api/cart/pre-billed-amount'>
    >();
    expectCachedData(paymentQueries.feedback(client, 'stripe', { orderId: '501' })).toEqualTypeOf<
      CachedGet<'/ebsn/api/stripe/payment-feedback'>
    >();
    expectCachedData(mealTicketQueries.types(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/meal-ticket-type/list'>
    >();
    expectCachedData(mealTicketQueries.detail(client, 'edenred', 19)).toEqualTypeOf<
      MealTicketBalance | undefined
    >();
  });
});
