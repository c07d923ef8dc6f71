import { mutationHook } from '../mutation-options';
import { queryHook } from '../query-hook';
import { addressMutations } from './profile-mutations';
import { addressQueries } from './profile-queries';

/**
 * The user's own delivery addresses.
 * @example
 * const { data } = useUserAddresses();
 * data?.addresses.map((address) => address.addressName);
 */
export const useUserAddresses = queryHook(addressQueries.list);

/**
 * One of the user's addresses, e.g. for the edit modal; waits while `addressId` is undefined.
 * @example const { data: address } = useUserAddress(params.addressId ? Number(params.addressId) : undefined);
 */
export const useUserAddress = queryHook(addressQueries.detail);

/**
 * Adds a delivery address: the answered address is cached, and the user's addresses and the
 * home-delivery addresses of checkout reload.
 * @example
 * const create = useCreateAddress({ onSuccess: () => close() });
 * create.mutate({ addressName: 'Casa', address1: 'Via Roma', addressNumber: '1', city: 'Milano', province: 'MI', postalcode: '20121' });
 */
export const useCreateAddress = mutationHook(addressMutations.create);

/**
 * Changes a delivery address: the answered address is cached, and the user's addresses and the
 * home-delivery addresses of checkout reload.
 * @example
 * const update = useUpdateAddress();
 * update.mutate({ ...address, addressNumber: '3' });
 */
export const useUpdateAddress = mutationHook(addressMutations.update);

/**
 * Deletes a delivery address: the user's addresses take the server's remaining ones, the deleted
 * one leaves the cache and the home-delivery addresses of checkout reload.
 * @example
 * const remove = useDeleteAddress();
 * remove.mutate({ addressId: 15 });
 */
export const useDeleteAddress = mutationHook(addressMutations.delete);
