import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Address, AddressInput, DataOf, JsonBodyOf } from '@carrello/sdk';

import { deliveryKeys } from '../delivery/delivery-keys';
import { useCarrelloClient } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import { addressKeys } from './profile-keys';
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
  return useMutation({
    ...options,
    mutationFn: (variables: AddressInput) => client.addresses.create(variables),
    onSuccess: (address, ...rest) => {
      queryClient.setQueryData(addressKeys.detail(address.addressId), address);
      void queryClient.invalidateQueries({ queryKey: addressKeys.list() });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.addressLists() });
      return options.onSuccess?.(address, ...rest);
    },
  });
}

/** What `useUpdateAddress` sends: the address with its `addressId`. */
export type UpdateAddressVariables = JsonBodyOf<'/ebsn/api/user-address/update', 'post'>;

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
  return useMutation({
    ...options,
    mutationFn: (variables: UpdateAddressVariables) => client.addresses.update(variables),
    onSuccess: (address, ...rest) => {
      queryClient.setQueryData(addressKeys.detail(address.addressId), address);
      void queryClient.invalidateQueries({ queryKey: addressKeys.list() });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.addressLists() });
      return options.onSuccess?.(address, ...rest);
    },
  });
}

/** What `useDeleteAddress` sends. */
export interface DeleteAddressVariables {
  /** The address to delete. */
  addressId: number;
}

/** What `useDeleteAddress` answers: the remaining addresses. */
export type DeleteAddressResult = DataOf<'/ebsn/api/user-address/delete', 'post'>;

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
  return useMutation({
    ...options,
    mutationFn: ({ addressId }: DeleteAddressVariables) =>
      client.addresses.delete({ address_id: addressId }),
    onSuccess: (data, variables, ...rest) => {
      queryClient.setQueryData(addressKeys.list(), data);
      queryClient.removeQueries({ queryKey: addressKeys.detail(variables.addressId), exact: true });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.addressLists() });
      return options.onSuccess?.(data, variables, ...rest);
    },
  });
}
