import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useSetCartInfo}: TanStack mutation options but the mutation function. */
export type UseSetCartInfoOptions = MutationHookOptions<typeof cartMutations.setInfo>;

/**
 * Sets one cart info (`cart.setCartInfo`), e.g. the invoice flag or the fiscal person
 * (docs/requirements/invoice.md), and caches the answered cart.
 * @example
 * const setCartInfo = useSetCartInfo();
 * setCartInfo.mutate({ property: 'need_invoice', value: 'true' });
 */
export const useSetCartInfo = mutationHook(cartMutations.setInfo);
