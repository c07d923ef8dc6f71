import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, FormBodyOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { ErrorsOf, SentAndAnswered } from '../testing/mutation-types';
import { checkoutMutationKeys, type checkoutMutations } from './checkout-mutations';

describe('checkoutMutations', () => {
  it('buy: a key under the checkout, the buy form as variables, the payment as data', () => {
    expectTypeOf(checkoutMutationKeys.buy()).toEqualTypeOf<
      readonly ['carrello', 'checkout', 'buy']
    >();
    expectTypeOf<SentAndAnswered<typeof checkoutMutations>>().toEqualTypeOf<{
      buy: {
        variables: FormBodyOf<'/ebsn/api/cart/buy', 'post'>;
        data: DataOf<'/ebsn/api/cart/buy', 'post'>;
      };
    }>();
    expectTypeOf<ErrorsOf<typeof checkoutMutations>>().toEqualTypeOf<CarrelloError>();
  });
});
