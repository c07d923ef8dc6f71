import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import { mealTicketQueries, type MealTicketBalance } from './meal-ticket-queries';
import { paymentQueries } from './payment-queries';

declare const client: EbsnClient;

describe('paymentQueries', () => {
  it('types: the cached data is typed by the key', () => {
    expectCachedData(paymentQueries.types(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/payment-type/list'>
    >();
  });

  it('auths: the cached data is typed by the key', () => {
    expectCachedData(paymentQueries.auths(client, 1)).toEqualTypeOf<
      CachedGet<'/ebsn/api/payment-type/list-auth'>
    >();
  });

  it('preBilledAmount: the cached data is typed by the key', () => {
    expectCachedData(paymentQueries.preBilledAmount(client, 1)).toEqualTypeOf<
      CachedGet<'/ebsn/api/cart/pre-billed-amount'>
    >();
  });

  it('feedback: the cached data is typed by the key', () => {
    expectCachedData(paymentQueries.feedback(client, 'stripe', { orderId: '501' })).toEqualTypeOf<
      CachedGet<'/ebsn/api/stripe/payment-feedback'>
    >();
  });
});

describe('mealTicketQueries', () => {
  it('types: the cached data is typed by the key', () => {
    expectCachedData(mealTicketQueries.types(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/meal-ticket-type/list'>
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(mealTicketQueries.detail(client, 'edenred', 19)).toEqualTypeOf<
      MealTicketBalance | undefined
    >();
  });
});
