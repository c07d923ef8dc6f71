import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Cart, DataOf, JsonBodyOf, List } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import { listKeys } from './profile-keys';
import { listQueries } from './profile-queries';

/**
 * The user's shopping lists (name, size, default flag).
 * @example
 * const { data } = useLists();
 * data?.lists.map((list) => `${list.name} (${list.size})`);
 */
export function useLists() {
  const client = useCarrelloClient();
  return useQuery(listQueries.lists(client));
}

/**
 * One shopping list with its items; waits while `listId` is undefined.
 * @example const { data: list } = useList(Number(params.listId));
 */
export function useList(listId: number | undefined) {
  const client = useCarrelloClient();
  return useQuery(listQueries.detail(client, listId));
}

/** What `useCreateList` sends. */
export interface CreateListVariables {
  /** Name of the new list. */
  name: string;
}

/**
 * Creates a shopping list; the lists reload.
 * @example
 * const create = useCreateList();
 * create.mutate({ name: 'Spesa settimanale' });
 */
export function useCreateList(options: ProfileMutationOptions<List, CreateListVariables> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ name }: CreateListVariables) => client.lists.create({ name }),
    onSuccess: (list, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.lists() });
      return options.onSuccess?.(list, ...rest);
    },
  });
}

/** What `useRenameList` sends. */
export interface RenameListVariables {
  /** The list to rename. */
  listId: number;
  /** Its new name. */
  name: string;
}

/**
 * Renames a shopping list; the lists and that list reload.
 * @example
 * const rename = useRenameList();
 * rename.mutate({ listId: 3, name: 'Grigliata' });
 */
export function useRenameList(options: ProfileMutationOptions<List, RenameListVariables> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ listId, name }: RenameListVariables) =>
      client.lists.rename({ list_id: listId, name }),
    onSuccess: (list, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: listKeys.detail(variables.listId) });
      return options.onSuccess?.(list, variables, ...rest);
    },
  });
}

/** What the list mutations acting on a whole list send. */
export interface ListVariables {
  /** The shopping list to act on. */
  listId: number;
}

/** What `useDeleteList` answers: the remaining lists. */
export type DeleteListResult = DataOf<'/ebsn/api/wishlist/delete', 'post'>;

/**
 * Deletes a shopping list: the lists take the server's remaining ones and the deleted list
 * leaves the cache.
 * @example
 * const remove = useDeleteList();
 * remove.mutate({ listId: 3 });
 */
export function useDeleteList(
  options: ProfileMutationOptions<DeleteListResult, ListVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ listId }: ListVariables) => client.lists.delete({ list_id: listId }),
    onSuccess: (data, variables, ...rest) => {
      queryClient.setQueryData(listKeys.lists(), data);
      queryClient.removeQueries({ queryKey: listKeys.detail(variables.listId), exact: true });
      return options.onSuccess?.(data, variables, ...rest);
    },
  });
}

/** What `useAddToList` sends: the list and the products with their quantities. */
export type AddToListVariables = JsonBodyOf<'/ebsn/api/wishlist/add-product', 'post'>;

/**
 * Adds products to a shopping list; that list and the lists (sizes) reload.
 * @example
 * const add = useAddToList();
 * add.mutate({ listId: 3, items: [{ productId: 1001, quantity: 1 }] });
 */
export function useAddToList(options: ProfileMutationOptions<List, AddToListVariables> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables: AddToListVariables) => client.lists.addProduct(variables),
    onSuccess: (list, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: listKeys.detail(variables.listId) });
      return options.onSuccess?.(list, variables, ...rest);
    },
  });
}

/** What `useRemoveFromList` sends: the list and the items to remove. */
export type RemoveFromListVariables = JsonBodyOf<'/ebsn/api/wishlist/remove-product', 'post'>;

/**
 * Removes items from a shopping list; that list and the lists (sizes) reload.
 * @example
 * const remove = useRemoveFromList();
 * remove.mutate({ listId: 3, items: [{ itemId: 9 }] });
 */
export function useRemoveFromList(
  options: ProfileMutationOptions<List, RemoveFromListVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables: RemoveFromListVariables) => client.lists.removeProduct(variables),
    onSuccess: (list, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: listKeys.detail(variables.listId) });
      return options.onSuccess?.(list, variables, ...rest);
    },
  });
}

/**
 * Adds every product of a shopping list to the cart; the answered cart goes to the cart cache.
 * @example
 * const addToCart = useAddListToCart();
 * addToCart.mutate({ listId: 3 });
 */
export function useAddListToCart(options: ProfileMutationOptions<Cart, ListVariables> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ listId }: ListVariables) => client.lists.addToCart({ list_id: listId }),
    onSuccess: (cart, ...rest) => {
      queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      return options.onSuccess?.(cart, ...rest);
    },
  });
}
