import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloContext } from '../provider';
import type { CartError, CartItemError } from './cart-errors';
import {
  cartMutations,
  type SetAcceptAlternativesForAllVariables,
  type SetAcceptAlternativesVariables,
} from './cart-mutations';

/** Options of {@link useSetAcceptAlternatives}: TanStack mutation options but the mutation function. */
export type UseSetAcceptAlternativesOptions = Omit<
  UseMutationOptions<Cart, CartItemError, SetAcceptAlternativesVariables>,
  'mutationFn'
>;

/**
 * Sets `accept_alternatives` on one cart line (the per-item switch); lines with
 * `editable: false` are refused locally, and a refusal is shown through the provider's
 * `onNotify`.
 * @example
 * const setAccept = useSetAcceptAlternatives();
 * <Switch checked={acceptsAlternatives(item)} onCheckedChange={(accept) => setAccept.mutate({ item, accept })} />
 */
export function useSetAcceptAlternatives(options: UseSetAcceptAlternativesOptions = {}) {
  const { client, notify, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(
      cartMutations.setAcceptAlternatives(client, queryClient, { notify, messages }),
      options,
    ),
  );
}

/** Options of {@link useSetAcceptAlternativesForAll}: TanStack mutation options but the mutation function. */
export type UseSetAcceptAlternativesForAllOptions = Omit<
  UseMutationOptions<Cart, CartError, SetAcceptAlternativesForAllVariables>,
  'mutationFn'
>;

/**
 * Sets `accept_alternatives` on every eligible line of the cart (the global checkbox); when
 * no line is eligible, nothing is sent and the cart stays as it is. A refusal is shown through
 * the provider's `onNotify`.
 * @example
 * const setAcceptAll = useSetAcceptAlternativesForAll();
 * <Checkbox onCheckedChange={(accept) => setAcceptAll.mutate({ accept })} />
 */
export function useSetAcceptAlternativesForAll(
  options: UseSetAcceptAlternativesForAllOptions = {},
) {
  const { client, notify, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(
      cartMutations.setAcceptAlternativesForAll(client, queryClient, { notify, messages }),
      options,
    ),
  );
}
