import { mutationHook } from '../mutation-options';
import { queryHook } from '../query-hook';
import { listMutations } from './profile-mutations';
import { listQueries } from './profile-queries';

/**
 * The user's shopping lists (name, size, default flag).
 * @example
 * const { data } = useLists();
 * data?.lists.map((list) => `${list.name} (${list.size})`);
 */
export const useLists = queryHook(listQueries.lists);

/**
 * One shopping list with its items; waits while `listId` is undefined.
 * @example const { data: list } = useList(Number(params.listId));
 */
export const useList = queryHook(listQueries.detail);

/**
 * Creates a shopping list; the lists reload.
 * @example
 * const create = useCreateList();
 * create.mutate({ name: 'Spesa settimanale' });
 */
export const useCreateList = mutationHook(listMutations.create);

/**
 * Renames a shopping list; the lists and that list reload.
 * @example
 * const rename = useRenameList();
 * rename.mutate({ listId: 3, name: 'Grigliata' });
 */
export const useRenameList = mutationHook(listMutations.rename);

/**
 * Deletes a shopping list: the lists take the server's remaining ones and the deleted list
 * leaves the cache.
 * @example
 * const remove = useDeleteList();
 * remove.mutate({ listId: 3 });
 */
export const useDeleteList = mutationHook(listMutations.delete);

/**
 * Adds products to a shopping list; that list and the lists (sizes) reload.
 * @example
 * const add = useAddToList();
 * add.mutate({ listId: 3, items: [{ productId: 1001, quantity: 1 }] });
 */
export const useAddToList = mutationHook(listMutations.addProduct);

/**
 * Removes items from a shopping list; that list and the lists (sizes) reload.
 * @example
 * const remove = useRemoveFromList();
 * remove.mutate({ listId: 3, items: [{ itemId: 9 }] });
 */
export const useRemoveFromList = mutationHook(listMutations.removeProduct);

/**
 * Adds every product of a shopping list to the cart; the answered cart goes to the cart cache.
 * @example
 * const addToCart = useAddListToCart();
 * addToCart.mutate({ listId: 3 });
 */
export const useAddListToCart = mutationHook(listMutations.addToCart);
