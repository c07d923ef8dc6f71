import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useSetCartAddress}: TanStack mutation options but the mutation function. */
export type UseSetCartAddressOptions = MutationHookOptions<typeof cartMutations.setAddress>;

/**
 * Chooses the delivery service and address of the cart (`cart.setAddress`) and caches the
 * answered cart.
 * @example
 * const setAddress = useSetCartAddress();
 * setAddress.mutate({ delivery_service_id: 2, address_id: address.addressId });
 */
export const useSetCartAddress = mutationHook(cartMutations.setAddress);
