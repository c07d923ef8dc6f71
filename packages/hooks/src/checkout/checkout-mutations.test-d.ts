import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient, FormBodyOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import { checkoutMutationKeys, checkoutMutations } from './checkout-mutations';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('checkoutMutations', () => {
  it('buy: a key under the checkout, the buy form as variables, the payment as data', () => {
    expectTypeOf(checkoutMutationKeys.buy()).toEqualTypeOf<
      readonly ['carrello', 'checkout', 'buy']
    >();
    const buy = checkoutMutations.buy(client, queryClient);
    expectTypeOf<VariablesOf<typeof buy>>().toEqualTypeOf<
      FormBodyOf<'/ebsn/api/cart/buy', 'post'>
    >();
    expectTypeOf<DataOfMutation<typeof buy>>().toEqualTypeOf<
      DataOf<'/ebsn/api/cart/buy', 'post'>
    >();
    expectTypeOf<ErrorOfMutation<typeof buy>>().toEqualTypeOf<CarrelloError>();
  });
});
