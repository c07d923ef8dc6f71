import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { CarrelloError } from '../errors';
import type { ErrorsOf, SentAndAnswered } from '../testing/mutation-types';
import {
  deliveryMutationKeys,
  type deliveryMutations,
  type CheckAddressResult,
  type CheckAddressVariables,
} from './delivery-mutations';
import { useCheckAddress } from './use-delivery';

describe('deliveryMutations', () => {
  it('checkAddress: a key under delivery, the address as variables, the coverage as data', () => {
    expectTypeOf(deliveryMutationKeys.checkAddress()).toEqualTypeOf<
      readonly ['carrello', 'delivery', 'check-address']
    >();
    expectTypeOf<SentAndAnswered<typeof deliveryMutations>>().toEqualTypeOf<{
      checkAddress: { variables: CheckAddressVariables; data: CheckAddressResult };
    }>();
    expectTypeOf<ErrorsOf<typeof deliveryMutations>>().toEqualTypeOf<CarrelloError>();
    expectTypeOf(useCheckAddress).returns.toEqualTypeOf<
      UseMutationResult<CheckAddressResult, CarrelloError, CheckAddressVariables>
    >();
  });
});
