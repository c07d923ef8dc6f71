import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useSetCartItemInfo}: TanStack mutation options but the mutation function. */
export type UseSetCartItemInfoOptions = MutationHookOptions<typeof cartMutations.setItemInfo>;

/**
 * Sets one info (`size`, `accept_alternatives`, `SUBSCRIPTION_PLAN_ID`, `REWARD`) on cart lines
 * (`cart.setCartItemInfo`) and caches the answered cart.
 * @example
 * const setInfo = useSetCartItemInfo();
 * setInfo.mutate({ name: 'size', value: 'fette', items: [item.itemId] });
 */
export const useSetCartItemInfo = mutationHook(cartMutations.setItemInfo);
