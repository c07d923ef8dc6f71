import { mutationOptions, type MutationKey, type QueryClient } from '@tanstack/react-query';

import type { DataOf, EbsnClient, FormBodyOf, JsonBodyOf, QueryOf } from '@carrello/sdk';

import { CART_MUTATION_SCOPE, invalidateLatestCart } from '../cart/cart-mutations';
import type { CarrelloError } from '../errors';
import { mealTicketKeys, paymentKeys } from './payment-keys';

/** What adding a payment method sends: the type and the provider data as JSON text. */
export type AddPaymentAuthVariables = QueryOf<'/ebsn/api/payment-type/add-auth', 'post'>;

/** What adding a payment method answers: the provider's `paymentUrl` and `paymentParameters`, or the saved `auths`. */
export type AddPaymentAuthData = DataOf<'/ebsn/api/payment-type/add-auth', 'post'>;

/** What deleting a payment method sends. */
export type DeletePaymentAuthVariables = QueryOf<'/ebsn/api/payment-type/delete-auth', 'post'>;

/** What deleting a payment method answers: the remaining `auths`. */
export type DeletePaymentAuthData = DataOf<'/ebsn/api/payment-type/delete-auth', 'post'>;

/** What choosing a meal voucher type sends: the type and whether to use it. */
export type SelectMealTicketVariables = QueryOf<'/ebsn/api/meal-ticket-type/select', 'post'>;

/** What signing out of a meal-voucher provider sends. */
export type MealTicketLogoutVariables = QueryOf<'/ebsn/api/meal-ticket-type/logout', 'post'>;

/** What saving meal-voucher data sends: the type and the provider-specific body. */
export interface UpdateMealTicketDataVariables {
  /** The meal voucher's payment type. */
  payment_type_id: QueryOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>['payment_type_id'];
  /** Provider-specific data, e.g. `{ vouchersToUse: 4 }`. */
  body: JsonBodyOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>;
}

/**
 * What signing in to a meal-voucher provider sends (docs/requirements/payments.md): Edenred is a redirect to the
 * provider's page started with the payment type; Day takes the user's Day credentials.
 */
export type MealTicketLoginVariables =
  | ({ provider: 'edenred' } & QueryOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>)
  | ({ provider: 'day' } & FormBodyOf<'/ebsn/api/meal-ticket/day/login', 'post'>);

/** What a provider sign-in answers: Edenred's login URL to send the shopper to, or Day's state. */
export type MealTicketLoginData =
  | DataOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>
  | DataOf<'/ebsn/api/meal-ticket/day/login', 'post'>;

/** What abandoning an Edenred sign-in sends. */
export type DiscardMealTicketLoginVariables = QueryOf<
  '/ebsn/api/meal-ticket/edenred/discard-login',
  'post'
>;

/** Which provider session to close (docs/requirements/payments.md); Pellegrini has two mobile variants. */
export type MealTicketProviderLogoutVariables =
  | ({ provider: 'edenred' } & QueryOf<'/ebsn/api/meal-ticket/edenred/logout', 'post'>)
  | { provider: 'pellegrini-mobile' }
  | { provider: 'pellegrini-mobile-tc' }
  | { provider: 'day' };

/** The code Pellegrini's mobile redirect brings back, and which card variant it is for. */
export type MealTicketMobileCallbackVariables = QueryOf<
  '/ebsn/api/meal-ticket/pellegrini/mobile-callback',
  'post'
> & {
  /** Whether the sign-in was for the ticket-card variant (`mobile-callback-tc`). */
  ticketCard?: boolean;
};

/** Mutation keys of saved payment methods. */
export const paymentMutationKeys = {
  all: [...paymentKeys.all] as const,
  addAuth: () => [...paymentMutationKeys.all, 'add-auth'] as const,
  deleteAuth: () => [...paymentMutationKeys.all, 'delete-auth'] as const,
};

/** Mutation keys of meal vouchers. */
export const mealTicketMutationKeys = {
  all: [...mealTicketKeys.all] as const,
  select: () => [...mealTicketMutationKeys.all, 'select'] as const,
  logout: () => [...mealTicketMutationKeys.all, 'logout'] as const,
  updateData: () => [...mealTicketMutationKeys.all, 'update-data'] as const,
  login: () => [...mealTicketMutationKeys.all, 'login'] as const,
  discardLogin: () => [...mealTicketMutationKeys.all, 'discard-login'] as const,
  providerLogout: () => [...mealTicketMutationKeys.all, 'provider-logout'] as const,
  mobileCallback: () => [...mealTicketMutationKeys.all, 'mobile-callback'] as const,
};

/**
 * Mutation option factories of saved payment methods (docs/requirements/payments.md).
 * @example const addAuth = useMutation(paymentMutations.addAuth(client, queryClient));
 */
export const paymentMutations = {
  /**
   * Starts saving a payment method: answered `auths` replace the cached list of the type,
   * otherwise that list is refetched (the caller follows `paymentUrl` if any).
   */
  addAuth: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<AddPaymentAuthData, CarrelloError, AddPaymentAuthVariables>({
      mutationKey: paymentMutationKeys.addAuth(),
      mutationFn: (variables) => client.payment.addAuth(variables),
      onSuccess: async (data, variables) => {
        const key = paymentKeys.authList(variables.payment_type_id);
        if (data.auths) queryClient.setQueryData(key, { auths: data.auths });
        else await queryClient.invalidateQueries({ queryKey: key });
      },
    }),

  /** Deletes a saved payment method; the remaining ones replace the cached lists that held it. */
  deleteAuth: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DeletePaymentAuthData, CarrelloError, DeletePaymentAuthVariables>({
      mutationKey: paymentMutationKeys.deleteAuth(),
      mutationFn: (variables) => client.payment.deleteAuth(variables),
      onSuccess: async (data, variables) => {
        // The call names only the method, so the answer goes to the cached lists that held it,
        // each keeping the methods of its own payment type.
        let updated = false;
        for (const [key, cached] of queryClient.getQueriesData<DeletePaymentAuthData>({
          queryKey: paymentKeys.authLists(),
        })) {
          if (!cached?.auths.some((auth) => auth.paymentAuthId === variables.payment_auth_id)) {
            continue;
          }
          const paymentTypeId = key[key.length - 1];
          queryClient.setQueryData<DeletePaymentAuthData>(key, {
            auths: data.auths.filter((auth) => auth.paymentTypeId === paymentTypeId),
          });
          updated = true;
        }
        if (!updated) await queryClient.invalidateQueries({ queryKey: paymentKeys.authLists() });
      },
    }),
};

/**
 * Options of a meal-voucher mutation that changes what the cart pays with: it runs in the cart's
 * mutation scope and, once it succeeds, reloads the meal-voucher queries under `reload` and the
 * cart, which the vouchers apply to.
 */
function cartMealTicketMutation<TData, TVariables>(
  queryClient: QueryClient,
  {
    reload,
    ...options
  }: {
    mutationKey: MutationKey;
    mutationFn: (variables: TVariables) => Promise<TData>;
    reload: readonly unknown[];
  },
) {
  return mutationOptions<TData, CarrelloError, TVariables>({
    ...options,
    scope: CART_MUTATION_SCOPE,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reload }),
        invalidateLatestCart(queryClient),
      ]),
  });
}

/**
 * Mutation option factories of meal vouchers (docs/requirements/payments.md). Those that change what the cart pays
 * with run in the cart's mutation scope, and stay pending until the cart has reloaded.
 * @example const select = useMutation(mealTicketMutations.select(client, queryClient));
 */
export const mealTicketMutations = {
  /** Chooses (or stops using) a meal voucher type; the cart and the voucher types reload. */
  select: (client: EbsnClient, queryClient: QueryClient) =>
    cartMealTicketMutation<
      DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>,
      SelectMealTicketVariables
    >(queryClient, {
      mutationKey: mealTicketMutationKeys.select(),
      mutationFn: (variables) => client.mealTickets.select(variables),
      // docs/requirements/payments.md: after selecting a meal voucher the cart is reloaded.
      reload: mealTicketKeys.types(),
    }),

  /** Signs out of a voucher type; the voucher types, balances and the cart reload. */
  logout: (client: EbsnClient, queryClient: QueryClient) =>
    cartMealTicketMutation<
      DataOf<'/ebsn/api/meal-ticket-type/logout', 'post'>,
      MealTicketLogoutVariables
    >(queryClient, {
      mutationKey: mealTicketMutationKeys.logout(),
      mutationFn: (variables) => client.mealTickets.logout(variables),
      reload: mealTicketKeys.all,
    }),

  /** Saves provider-specific data (e.g. how many vouchers to use); types, balances and cart reload. */
  updateData: (client: EbsnClient, queryClient: QueryClient) =>
    cartMealTicketMutation<
      DataOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>,
      UpdateMealTicketDataVariables
    >(queryClient, {
      mutationKey: mealTicketMutationKeys.updateData(),
      mutationFn: ({ payment_type_id, body }) =>
        client.mealTickets.updateData({ payment_type_id }, body),
      // A Pluxee (Sodexo) card number signs the shopper in: the types reload with the balances.
      reload: mealTicketKeys.all,
    }),

  /** Signs in to Edenred (a redirect) or Day (credentials); the balances and the cart reload. */
  login: (client: EbsnClient, queryClient: QueryClient) =>
    cartMealTicketMutation<MealTicketLoginData, MealTicketLoginVariables>(queryClient, {
      mutationKey: mealTicketMutationKeys.login(),
      mutationFn: ({ provider, ...rest }): Promise<MealTicketLoginData> =>
        provider === 'edenred'
          ? client.mealTickets.edenredLogin(
              rest as QueryOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>,
            )
          : client.mealTickets.dayLogin(
              rest as FormBodyOf<'/ebsn/api/meal-ticket/day/login', 'post'>,
            ),
      reload: mealTicketKeys.all,
    }),

  /** Abandons an Edenred sign-in the shopper did not complete; the balances reload. */
  discardLogin: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/meal-ticket/edenred/discard-login', 'post'>,
      CarrelloError,
      DiscardMealTicketLoginVariables
    >({
      mutationKey: mealTicketMutationKeys.discardLogin(),
      mutationFn: (variables) => client.mealTickets.edenredDiscardLogin(variables),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: mealTicketKeys.all }),
    }),

  /** Signs out of one provider's own session; the balances and the cart reload. */
  providerLogout: (client: EbsnClient, queryClient: QueryClient) =>
    cartMealTicketMutation<unknown, MealTicketProviderLogoutVariables>(queryClient, {
      mutationKey: mealTicketMutationKeys.providerLogout(),
      mutationFn: (variables): Promise<unknown> => {
        switch (variables.provider) {
          case 'edenred':
            return client.mealTickets.edenredLogout({
              payment_type_id: variables.payment_type_id,
            });
          case 'pellegrini-mobile':
            return client.mealTickets.pellegriniMobileLogout();
          case 'pellegrini-mobile-tc':
            return client.mealTickets.pellegriniMobileLogoutTc();
          case 'day':
            return client.mealTickets.dayLogout();
        }
      },
      reload: mealTicketKeys.all,
    }),

  /** Completes the Pellegrini mobile sign-in with the redirect's code; balances and cart reload. */
  mobileCallback: (client: EbsnClient, queryClient: QueryClient) =>
    cartMealTicketMutation<unknown, MealTicketMobileCallbackVariables>(queryClient, {
      mutationKey: mealTicketMutationKeys.mobileCallback(),
      mutationFn: ({ ticketCard, ...query }): Promise<unknown> =>
        ticketCard
          ? client.mealTickets.pellegriniMobileCallbackTc(query)
          : client.mealTickets.pellegriniMobileCallback(query),
      reload: mealTicketKeys.all,
    }),
};
