import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Cart, List } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import {
  listMutations,
  type AddToListVariables,
  type CreateListVariables,
  type DeleteListResult,
  type ListVariables,
  type RemoveFromListVariables,
  type RenameListVariables,
} from './profile-mutations';
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

/**
 * Creates a shopping list; the lists reload.
 * @example
 * const create = useCreateList();
 * create.mutate({ name: 'Spesa settimanale' });
 */
export function useCreateList(options: ProfileMutationOptions<List, CreateListVariables> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(listMutations.create(client, queryClient), options));
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
  return useMutation(withCallerOptions(listMutations.rename(client, queryClient), options));
}

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
  return useMutation(withCallerOptions(listMutations.delete(client, queryClient), options));
}

/**
 * Adds products to a shopping list; that list and the lists (sizes) reload.
 * @example
 * const add = useAddToList();
 * add.mutate({ listId: 3, items: [{ productId: 1001, quantity: 1 }] });
 */
export function useAddToList(options: ProfileMutationOptions<List, AddToListVariables> = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(listMutations.addProduct(client, queryClient), options));
}

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
  return useMutation(withCallerOptions(listMutations.removeProduct(client, queryClient), options));
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
  return useMutation(withCallerOptions(listMutations.addToCart(client, queryClient), options));
}
