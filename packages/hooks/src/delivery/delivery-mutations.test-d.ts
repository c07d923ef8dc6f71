import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import {
  deliveryMutationKeys,
  deliveryMutations,
  type CheckAddressResult,
  type CheckAddressVariables,
} from './delivery-mutations';
import { useCheckAddress } from './use-delivery';

declare const client: EbsnClient;

describe('deliveryMutations', () => {
  it('checkAddress: a key under delivery, the address as variables, the coverage as data', () => {
    expectTypeOf(deliveryMutationKeys.checkAddress()).toEqualTypeOf<
      readonly ['carrello', 'delivery', 'check-address']
    >();
    const check = deliveryMutations.checkAddress(client);
    expectTypeOf<VariablesOf<typeof check>>().toEqualTypeOf<CheckAddressVariables>();
    expectTypeOf<DataOfMutation<typeof check>>().toEqualTypeOf<CheckAddressResult>();
    expectTypeOf<ErrorOfMutation<typeof check>>().toEqualTypeOf<CarrelloError>();
    expectTypeOf(useCheckAddress).returns.toEqualTypeOf<
      UseMutationResult<CheckAddressResult, CarrelloError, CheckAddressVariables, unknown>
    >();
  });
});
