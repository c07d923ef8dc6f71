import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Address, AddressInput } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import {
  addressMutations,
  type DeleteAddressResult,
  type DeleteAddressVariables,
  type UpdateAddressVariables,
} from './profile-mutations';
import { addressQueries } from './profile-queries';

/**
 * The user's own delivery addresses.
 * @example
 * const { data } = useUserAddresses();
 * data?.addresses.map((address) => address.addressName);
 */
export function useUserAddresses() {
  const client = useCarrelloClient();
  return useQuery(addressQueries.list(client));
}

/**
 * One of the user's addresses, e.g. for the edit modal; waits while `addressId` is undefined.
 * @example const { data: address } = useUserAddress(params.addressId ? Number(params.addressId) : undefined);
 */
export function useUserAddress(addressId: number | undefined) {
  const client = useCarrelloClient();
  return useQuery(addressQueries.detail(client, addressId));
}

/**
 * Adds a delivery address: the answered address is cached, and the user's addresses and the
 * home-delivery addresses of checkout reload.
 * @example
 * const create = useCreateAddress({ onSuccess: () => close() });
 * create.mutate({ addressName: 'Casa', address1: 'Via Roma', addressNumber: '1', city: 'Milano', province: 'MI', postalcode: '20121' });
 */
export function useCreateAddress(options: ProfileMutationOptions<Address, AddressInput> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(addressMutations.create(client, queryClient), options));
}

/**
 * Changes a delivery address: the answered address is cached, and the user's addresses and the
 * home-delivery addresses of checkout reload.
 * @example
 * const update = useUpdateAddress();
 * update.mutate({ ...address, addressNumber: '3' });
 */
export function useUpdateAddress(
  options: ProfileMutationOptions<Address, UpdateAddressVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(addressMutations.update(client, queryClient), options));
}

/**
 * Deletes a delivery address: the user's addresses take the server's remaining ones, the deleted
 * one leaves the cache and the home-delivery addresses of checkout reload.
 * @example
 * const remove = useDeleteAddress();
 * remove.mutate({ addressId: 15 });
 */
export function useDeleteAddress(
  options: ProfileMutationOptions<DeleteAddressResult, DeleteAddressVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(addressMutations.delete(client, queryClient), options));
}
