import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { CartError } from './cart-errors';
import { cartMutations, type SetCartAddressVariables } from './cart-mutations';

/** Options of {@link useSetCartAddress}: TanStack mutation options but the mutation function. */
export type UseSetCartAddressOptions = Omit<
  UseMutationOptions<Cart, CartError, SetCartAddressVariables>,
  'mutationFn'
>;

/**
 * Chooses the delivery service and address of the cart (`cart.setAddress`) and caches the
 * answered cart.
 * @example
 * const setAddress = useSetCartAddress();
 * setAddress.mutate({ delivery_service_id: 2, address_id: address.addressId });
 */
export function useSetCartAddress(options: UseSetCartAddressOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.setAddress(client, queryClient), options));
}
