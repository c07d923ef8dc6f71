import { mutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnClient, QueryOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { deliveryKeys } from './delivery-keys';

/** What `deliveryMutations.checkAddress` sends: a postal code, optionally with city and street. */
export type CheckAddressVariables = QueryOf<'/ebsn/api/user-address/check', 'get'>;

/** What `deliveryMutations.checkAddress` answers: whether home delivery covers the address. */
export type CheckAddressResult = DataOf<'/ebsn/api/user-address/check', 'get'>;

/** Mutation keys of the delivery area. */
export const deliveryMutationKeys = {
  all: [...deliveryKeys.all] as const,
  checkAddress: () => [...deliveryMutationKeys.all, 'check-address'] as const,
};

/**
 * Mutation option factories of the delivery area. Choosing the cart's address and time slot
 * changes the cart: those are `cartMutations.setAddress` and `cartMutations.setTimeslot`, in
 * the cart's mutation scope.
 * @example const check = useMutation(deliveryMutations.checkAddress(client));
 */
export const deliveryMutations = {
  /** Asks whether home delivery covers an address; nothing is cached. */
  checkAddress: (client: EbsnClient) =>
    mutationOptions<CheckAddressResult, CarrelloError, CheckAddressVariables>({
      mutationKey: deliveryMutationKeys.checkAddress(),
      mutationFn: (variables) => client.delivery.checkAddress(variables),
    }),
};
