import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, FormBodyOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import { checkoutMutationKeys, type checkoutMutations } from './checkout-mutations';

describe('checkoutMutations', () => {
  it('buy: a key under the checkout, the buy form as variables, the payment as data', () => {
    expectTypeOf(checkoutMutationKeys.buy()).toEqualTypeOf<
      readonly ['carrello', 'checkout', 'buy']
    >();
    type Buy = ReturnType<typeof checkoutMutations.buy>;
    expectTypeOf<VariablesOf<Buy>>().toEqualTypeOf<FormBodyOf<'/ebsn/api/cart/buy', 'post'>>();
    expectTypeOf<DataOfMutation<Buy>>().toEqualTypeOf<DataOf<'/ebsn/api/cart/buy', 'post'>>();
    expectTypeOf<ErrorOfMutation<Buy>>().toEqualTypeOf<CarrelloError>();
  });
});
