import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import {
  mealTicketMutations,
  type DiscardMealTicketLoginVariables,
  type MealTicketLoginData,
  type MealTicketLoginVariables,
  type MealTicketMobileCallbackVariables,
  type MealTicketProviderLogoutVariables,
} from './payment-mutations';

export type {
  DiscardMealTicketLoginVariables,
  MealTicketLoginData,
  MealTicketLoginVariables,
  MealTicketMobileCallbackVariables,
  MealTicketProviderLogoutVariables,
} from './payment-mutations';

/** Options of {@link useMealTicketLogin}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketLoginOptions = Omit<
  UseMutationOptions<MealTicketLoginData, CarrelloError, MealTicketLoginVariables>,
  'mutationFn'
>;

/**
 * Signs in to the meal-voucher provider that has its own sign-in call (Edenred, Day); once
 * signed in, the voucher balances and the cart (where vouchers apply) are reloaded.
 * @example
 * const login = useMealTicketLogin({ onSuccess: (data) => 'loginUrl' in data && go(data.loginUrl) });
 * login.mutate({ provider: 'edenred', payment_type_id: 21 });
 */
export function useMealTicketLogin(options: UseMealTicketLoginOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(mealTicketMutations.login(client, queryClient), options));
}

/** Options of {@link useDiscardMealTicketLogin}: TanStack mutation options without `mutationFn`. */
export type UseDiscardMealTicketLoginOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket/edenred/discard-login', 'post'>,
    CarrelloError,
    DiscardMealTicketLoginVariables
  >,
  'mutationFn'
>;

/**
 * Abandons an Edenred sign-in that the shopper started and did not complete (spec 7.2), so the
 * voucher type no longer waits for the provider; the balances are reloaded.
 * @example
 * const discard = useDiscardMealTicketLogin();
 * discard.mutate({ payment_type_id: 21 });
 */
export function useDiscardMealTicketLogin(options: UseDiscardMealTicketLoginOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(mealTicketMutations.discardLogin(client, queryClient), options),
  );
}

/** Options of {@link useMealTicketProviderLogout}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketProviderLogoutOptions = Omit<
  UseMutationOptions<unknown, CarrelloError, MealTicketProviderLogoutVariables>,
  'mutationFn'
>;

/**
 * Signs out of one provider's own session (Edenred, Pellegrini mobile and its ticket-card
 * variant, Day); the balances and the cart are reloaded. For the platform-side sign-out of a
 * voucher type use `useMealTicketLogout`.
 * @example
 * const logout = useMealTicketProviderLogout();
 * logout.mutate({ provider: 'day' });
 */
export function useMealTicketProviderLogout(options: UseMealTicketProviderLogoutOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(mealTicketMutations.providerLogout(client, queryClient), options),
  );
}

/** Options of {@link useMealTicketMobileCallback}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketMobileCallbackOptions = Omit<
  UseMutationOptions<unknown, CarrelloError, MealTicketMobileCallbackVariables>,
  'mutationFn'
>;

/**
 * Completes the Pellegrini mobile sign-in with the code of the provider's redirect (spec 7.2);
 * the balances and the cart are reloaded.
 * @example
 * const complete = useMealTicketMobileCallback();
 * complete.mutate({ code: searchParams.get('code') ?? '' });
 */
export function useMealTicketMobileCallback(options: UseMealTicketMobileCallbackOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(mealTicketMutations.mobileCallback(client, queryClient), options),
  );
}
