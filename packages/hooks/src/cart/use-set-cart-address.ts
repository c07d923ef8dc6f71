import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart, EbsnClient } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { writeCart } from './cart-cache';
import type { CartError } from './cart-errors';

/** What {@link useSetCartAddress} sends: the delivery service and the address, store or locker. */
export type SetCartAddressVariables = Parameters<EbsnClient['cart']['setAddress']>[0];

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
  return useMutation({
    ...options,
    mutationFn: (variables: SetCartAddressVariables) => client.cart.setAddress(variables),
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}
