import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { mealTicketMutations } from './payment-mutations';

/** Options of {@link useMealTicketLogin}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketLoginOptions = MutationHookOptions<typeof mealTicketMutations.login>;

/**
 * Signs in to the meal-voucher provider that has its own sign-in call (Edenred, Day); once
 * signed in, the voucher balances and the cart (where vouchers apply) are reloaded.
 * @example
 * const login = useMealTicketLogin({ onSuccess: (data) => 'loginUrl' in data && go(data.loginUrl) });
 * login.mutate({ provider: 'edenred', payment_type_id: 21 });
 */
export const useMealTicketLogin = mutationHook(mealTicketMutations.login);

/** Options of {@link useDiscardMealTicketLogin}: TanStack mutation options without `mutationFn`. */
export type UseDiscardMealTicketLoginOptions = MutationHookOptions<
  typeof mealTicketMutations.discardLogin
>;

/**
 * Abandons an Edenred sign-in that the shopper started and did not complete (docs/requirements/payments.md), so the
 * voucher type no longer waits for the provider; the balances are reloaded.
 * @example
 * const discard = useDiscardMealTicketLogin();
 * discard.mutate({ payment_type_id: 21 });
 */
export const useDiscardMealTicketLogin = mutationHook(mealTicketMutations.discardLogin);

/** Options of {@link useMealTicketProviderLogout}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketProviderLogoutOptions = MutationHookOptions<
  typeof mealTicketMutations.providerLogout
>;

/**
 * Signs out of one provider's own session (Edenred, Pellegrini mobile and its ticket-card
 * variant, Day); the balances and the cart are reloaded. For the platform-side sign-out of a
 * voucher type use `useMealTicketLogout`.
 * @example
 * const logout = useMealTicketProviderLogout();
 * logout.mutate({ provider: 'day' });
 */
export const useMealTicketProviderLogout = mutationHook(mealTicketMutations.providerLogout);

/** Options of {@link useMealTicketMobileCallback}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketMobileCallbackOptions = MutationHookOptions<
  typeof mealTicketMutations.mobileCallback
>;

/**
 * Completes the Pellegrini mobile sign-in with the code of the provider's redirect (docs/requirements/payments.md);
 * the balances and the cart are reloaded.
 * @example
 * const complete = useMealTicketMobileCallback();
 * complete.mutate({ code: searchParams.get('code') ?? '' });
 */
export const useMealTicketMobileCallback = mutationHook(mealTicketMutations.mobileCallback);
