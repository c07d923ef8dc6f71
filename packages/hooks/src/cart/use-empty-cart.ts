import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useEmptyCart}: TanStack mutation options but the mutation function. */
export type UseEmptyCartOptions = MutationHookOptions<typeof cartMutations.empty>;

/**
 * Empties the cart (`cart.empty`), then cancels the subscription plan of the cart's subscription
 * item, if any (`subscriptions.delete`); resolves with the emptied cart.
 * @example
 * const emptyCart = useEmptyCart();
 * <button onClick={() => emptyCart.mutate()}>Svuota carrello</button>
 */
export const useEmptyCart = mutationHook(cartMutations.empty);
