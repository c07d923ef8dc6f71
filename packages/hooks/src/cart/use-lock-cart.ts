import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useLockCart} and {@link useUnlockCart}: TanStack mutation options but the mutation function. */
export type UseLockCartOptions = MutationHookOptions<typeof cartMutations.lock>;

/**
 * Locks the cart before buying (`cart.lock`, docs/requirements/checkout.md step 3) and caches the locked cart;
 * {@link usePlaceOrder} already does this as part of the checkout.
 * @example
 * const lockCart = useLockCart();
 * await lockCart.mutateAsync();
 */
export const useLockCart = mutationHook(cartMutations.lock);

/**
 * Unlocks a locked cart (`cart.unlock`), e.g. after a failed payment, and caches the open cart.
 * @example
 * const unlockCart = useUnlockCart();
 * <button onClick={() => unlockCart.mutate()}>Modifica il carrello</button>
 */
export const useUnlockCart = mutationHook(cartMutations.unlock);
