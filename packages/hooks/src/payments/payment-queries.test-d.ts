import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import { mealTicketQueries, type MealTicketBalance } from './meal-ticket-queries';
import { paymentQueries } from './payment-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('paymentQueries', () => {
  it('types: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(paymentQueries.types(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/payment-type/list', 'get'> | undefined
    >();
  });

  it('auths: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(paymentQueries.auths(client, 1).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/payment-type/list-auth', 'get'> | undefined
    >();
  });

  it('preBilledAmount: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(paymentQueries.preBilledAmount(client, 1).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/cart/pre-billed-amount', 'get'> | undefined>();
  });

  it('feedback: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(
        paymentQueries.feedback(client, 'stripe', { orderId: '501' }).queryKey,
      ),
    ).toEqualTypeOf<DataOf<'/ebsn/api/stripe/payment-feedback', 'get'> | undefined>();
  });
});

describe('mealTicketQueries', () => {
  it('types: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(mealTicketQueries.types(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/meal-ticket-type/list', 'get'> | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(mealTicketQueries.detail(client, 'edenred', 19).queryKey),
    ).toEqualTypeOf<MealTicketBalance | undefined>();
  });
});
