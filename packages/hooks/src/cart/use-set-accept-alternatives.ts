import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useSetAcceptAlternatives}: TanStack mutation options but the mutation function. */
export type UseSetAcceptAlternativesOptions = MutationHookOptions<
  typeof cartMutations.setAcceptAlternatives
>;

/**
 * Sets `accept_alternatives` on one cart line (the per-item switch); lines with
 * `editable: false` are refused locally, and a refusal is shown through the provider's
 * `onNotify`.
 * @example
 * const setAccept = useSetAcceptAlternatives();
 * <Switch checked={acceptsAlternatives(item)} onCheckedChange={(accept) => setAccept.mutate({ item, accept })} />
 */
export const useSetAcceptAlternatives = mutationHook(cartMutations.setAcceptAlternatives);

/** Options of {@link useSetAcceptAlternativesForAll}: TanStack mutation options but the mutation function. */
export type UseSetAcceptAlternativesForAllOptions = MutationHookOptions<
  typeof cartMutations.setAcceptAlternativesForAll
>;

/**
 * Sets `accept_alternatives` on every eligible line of the cart (the global checkbox); when
 * no line is eligible, nothing is sent and the cart stays as it is. A refusal is shown through
 * the provider's `onNotify`.
 * @example
 * const setAcceptAll = useSetAcceptAlternativesForAll();
 * <Checkbox onCheckedChange={(accept) => setAcceptAll.mutate({ accept })} />
 */
export const useSetAcceptAlternativesForAll = mutationHook(
  cartMutations.setAcceptAlternativesForAll,
);
