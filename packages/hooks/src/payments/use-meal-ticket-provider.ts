import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, FormBodyOf, NetworkError, QueryOf } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import { mealTicketKeys } from './payment-keys';

type MutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, EbsnError | NetworkError, TVariables>,
  'mutationFn'
>;

/**
 * What signing in to a meal-voucher provider sends (spec 7.2): Edenred is a redirect to the
 * provider's page started with the payment type; Day takes the user's Day credentials.
 */
export type MealTicketLoginVariables =
  | ({ provider: 'edenred' } & QueryOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>)
  | ({ provider: 'day' } & FormBodyOf<'/ebsn/api/meal-ticket/day/login', 'post'>);

/** What a provider sign-in answers: Edenred's login URL to send the shopper to, or Day's state. */
export type MealTicketLoginData =
  | DataOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>
  | DataOf<'/ebsn/api/meal-ticket/day/login', 'post'>;

/** Options of {@link useMealTicketLogin}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketLoginOptions = MutationOptions<
  MealTicketLoginData,
  MealTicketLoginVariables
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
  return useMutation({
    ...options,
    mutationFn: ({ provider, ...rest }: MealTicketLoginVariables): Promise<MealTicketLoginData> =>
      provider === 'edenred'
        ? client.mealTickets.edenredLogin(
            rest as QueryOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>,
          )
        : client.mealTickets.dayLogin(
            rest as FormBodyOf<'/ebsn/api/meal-ticket/day/login', 'post'>,
          ),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealTicketKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      ]);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** What abandoning an Edenred sign-in sends. */
export type DiscardMealTicketLoginVariables = QueryOf<
  '/ebsn/api/meal-ticket/edenred/discard-login',
  'post'
>;

/** Options of {@link useDiscardMealTicketLogin}. */
export type UseDiscardMealTicketLoginOptions = MutationOptions<
  DataOf<'/ebsn/api/meal-ticket/edenred/discard-login', 'post'>,
  DiscardMealTicketLoginVariables
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
  return useMutation({
    ...options,
    mutationFn: (variables) => client.mealTickets.edenredDiscardLogin(variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await queryClient.invalidateQueries({ queryKey: mealTicketKeys.all });
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** Which provider session to close (spec 7.2); Pellegrini has two mobile variants. */
export type MealTicketProviderLogoutVariables =
  | ({ provider: 'edenred' } & QueryOf<'/ebsn/api/meal-ticket/edenred/logout', 'post'>)
  | { provider: 'pellegrini-mobile' }
  | { provider: 'pellegrini-mobile-tc' }
  | { provider: 'day' };

/** Options of {@link useMealTicketProviderLogout}. */
export type UseMealTicketProviderLogoutOptions = MutationOptions<
  unknown,
  MealTicketProviderLogoutVariables
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
  return useMutation({
    ...options,
    mutationFn: (variables: MealTicketProviderLogoutVariables): Promise<unknown> => {
      switch (variables.provider) {
        case 'edenred':
          return client.mealTickets.edenredLogout({ payment_type_id: variables.payment_type_id });
        case 'pellegrini-mobile':
          return client.mealTickets.pellegriniMobileLogout();
        case 'pellegrini-mobile-tc':
          return client.mealTickets.pellegriniMobileLogoutTc();
        case 'day':
          return client.mealTickets.dayLogout();
      }
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealTicketKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      ]);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** The code Pellegrini's mobile redirect brings back, and which card variant it is for. */
export type MealTicketMobileCallbackVariables = QueryOf<
  '/ebsn/api/meal-ticket/pellegrini/mobile-callback',
  'post'
> & {
  /** Whether the sign-in was for the ticket-card variant (`mobile-callback-tc`). */
  ticketCard?: boolean;
};

/** Options of {@link useMealTicketMobileCallback}. */
export type UseMealTicketMobileCallbackOptions = MutationOptions<
  unknown,
  MealTicketMobileCallbackVariables
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
  return useMutation({
    ...options,
    mutationFn: ({ ticketCard, ...query }: MealTicketMobileCallbackVariables): Promise<unknown> =>
      ticketCard
        ? client.mealTickets.pellegriniMobileCallbackTc(query)
        : client.mealTickets.pellegriniMobileCallback(query),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealTicketKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      ]);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
