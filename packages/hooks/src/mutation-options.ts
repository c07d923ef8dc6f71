// Shared by the mutation hooks (`withCallerOptions` and the `…MutationHook` makers are not
// exported).
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

import type { EbsnClient } from '@carrello/sdk';

import type { CarrelloHookMessages } from './messages';
import { useCarrelloContext, type CarrelloNotice } from './provider';

/** What a mutation factory that tells the shopper something takes besides the clients. */
export interface CarrelloMutationContext {
  /** Shows a message to the shopper (the provider's `onNotify`). */
  notify?: ((notice: CarrelloNotice) => void) | undefined;
  /** Texts the factory shows; the default Italian ones otherwise. */
  messages?: Partial<CarrelloHookMessages> | undefined;
}

/**
 * The options a mutation hook passes to `useMutation`: its factory's (key, scope, mutation
 * function, cache updates) over the caller's, with each callback of the factory running first
 * and then the caller's. A caller's `onSuccess` can never replace the factory's cache update.
 */
export function withCallerOptions<TData, TError, TVariables, TOnMutateResult>(
  factory: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  caller: Omit<UseMutationOptions<TData, TError, TVariables, TOnMutateResult>, 'mutationFn'>,
): UseMutationOptions<TData, TError, TVariables, TOnMutateResult> {
  type Options = UseMutationOptions<TData, TError, TVariables, TOnMutateResult>;
  return {
    ...caller,
    ...factory,
    onSuccess: async (...args: Parameters<NonNullable<Options['onSuccess']>>) => {
      await factory.onSuccess?.(...args);
      return caller.onSuccess?.(...args);
    },
    onError: async (...args: Parameters<NonNullable<Options['onError']>>) => {
      await factory.onError?.(...args);
      return caller.onError?.(...args);
    },
    onSettled: async (...args: Parameters<NonNullable<Options['onSettled']>>) => {
      await factory.onSettled?.(...args);
      return caller.onSettled?.(...args);
    },
  };
}

/**
 * The options of a mutation hook made from a factory: the factory's `useMutation` options but
 * the mutation function, e.g. `MutationHookOptions<typeof sessionMutations.login>`.
 */
export type MutationHookOptions<TFactory> = TFactory extends (
  ...args: never[]
) => UseMutationOptions<infer TData, infer TError, infer TVariables, infer TOnMutateResult>
  ? Omit<UseMutationOptions<TData, TError, TVariables, TOnMutateResult>, 'mutationFn'>
  : never;

/**
 * Makes the hook of a mutation factory: `useMutation` over the factory with the provider's
 * client, query client and notices, and the caller's options (see `withCallerOptions`).
 */
export function mutationHook<TData, TError, TVariables, TOnMutateResult>(
  factory: (
    client: EbsnClient,
    queryClient: QueryClient,
    context: CarrelloMutationContext,
  ) => UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
) {
  return function useFactoryMutation(
    options: Omit<
      UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
      'mutationFn'
    > = {},
  ): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
    const { client, notify, messages } = useCarrelloContext();
    const queryClient = useQueryClient();
    return useMutation(
      withCallerOptions(factory(client, queryClient, { notify, messages }), options),
    );
  };
}

/**
 * Like `mutationHook`, for a factory that shows its change at once (`onMutate`) and rolls it back
 * when the server refuses: the caller's options cannot set `onMutate`.
 */
export function optimisticMutationHook<TData, TError, TVariables, TOnMutateResult>(
  factory: Parameters<typeof mutationHook<TData, TError, TVariables, TOnMutateResult>>[0],
) {
  const useFactoryMutation = mutationHook(factory);
  return function useOptimisticMutation(
    options: Omit<
      UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
      'mutationFn' | 'onMutate'
    > = {},
  ): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
    return useFactoryMutation(options);
  };
}

/**
 * Makes the hook of a mutation factory of one retailer's B2B calls: like `mutationHook`, with the
 * retailer as the hook's first argument, e.g. `useRegisterBusiness('carrello', options)`.
 */
export function retailerMutationHook<TData, TError, TVariables, TOnMutateResult>(
  factory: (
    client: EbsnClient,
    queryClient: QueryClient,
    retailer: string,
  ) => UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
) {
  return function useRetailerMutation(
    retailer: string,
    options: Omit<
      UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
      'mutationFn'
    > = {},
  ): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
    const { client } = useCarrelloContext();
    const queryClient = useQueryClient();
    return useMutation(withCallerOptions(factory(client, queryClient, retailer), options));
  };
}
