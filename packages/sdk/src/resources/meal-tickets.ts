import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf, QueryOf } from './types';

/** Meal vouchers and their providers (Edenred, Pellegrini, Sodexo, Day). */
export function mealTicketsResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the meal voucher types the shop accepts.
     * @example const { mealTicketTypes } = await client.mealTickets.types();
     */
    types: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/meal-ticket-type/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/meal-ticket-type/list', { ...options })),

    /**
     * Chooses (or stops using) a meal voucher type for the cart.
     * @example await client.mealTickets.select({ payment_type_id: 21, select: true });
     */
    select: (
      query: QueryOf<'/ebsn/api/meal-ticket-type/select', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket-type/select', { params: { query }, ...options })),

    /**
     * Signs out of a meal voucher provider.
     * @example await client.mealTickets.logout({ payment_type_id: 21 });
     */
    logout: (
      query: QueryOf<'/ebsn/api/meal-ticket-type/logout', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket-type/logout', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket-type/logout', { params: { query }, ...options })),

    /**
     * Saves provider-specific data of a meal voucher type (e.g. the vouchers to use).
     * @example await client.mealTickets.updateData({ payment_type_id: 21 }, { vouchersToUse: 4 });
     */
    updateData: (
      query: QueryOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>,
      body: JsonBodyOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>> =>
      unwrap(
        api.POST('/ebsn/api/meal-ticket-type/update-data', { params: { query }, body, ...options }),
      ),

    /**
     * Loads the Edenred balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.edenredDetail({ payment_type_id: 21 });
     */
    edenredDetail: (
      query: QueryOf<'/ebsn/api/meal-ticket/edenred/detail', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/edenred/detail', 'get'>> =>
      unwrap(api.GET('/ebsn/api/meal-ticket/edenred/detail', { params: { query }, ...options })),

    /**
     * Starts the Edenred sign-in; answers the provider's login URL.
     * @example const { loginUrl } = await client.mealTickets.edenredLogin({ payment_type_id: 21 });
     */
    edenredLogin: (
      query: QueryOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/edenred/login', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket/edenred/login', { params: { query }, ...options })),

    /**
     * Abandons an Edenred sign-in that was started but not completed.
     * @example await client.mealTickets.edenredDiscardLogin({ payment_type_id: 21 });
     */
    edenredDiscardLogin: (
      query: QueryOf<'/ebsn/api/meal-ticket/edenred/discard-login', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/edenred/discard-login', 'post'>> =>
      unwrap(
        api.POST('/ebsn/api/meal-ticket/edenred/discard-login', { params: { query }, ...options }),
      ),

    /**
     * Signs out of Edenred.
     * @example await client.mealTickets.edenredLogout({ payment_type_id: 21 });
     */
    edenredLogout: (
      query: QueryOf<'/ebsn/api/meal-ticket/edenred/logout', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/edenred/logout', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket/edenred/logout', { params: { query }, ...options })),

    /**
     * Loads the Pellegrini balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.pellegriniDetail({ payment_type_id: 22 });
     */
    pellegriniDetail: (
      query: QueryOf<'/ebsn/api/meal-ticket/pellegrini/detail', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/pellegrini/detail', 'get'>> =>
      unwrap(api.GET('/ebsn/api/meal-ticket/pellegrini/detail', { params: { query }, ...options })),

    /**
     * Completes the Pellegrini mobile sign-in with the code of its redirect.
     * @example await client.mealTickets.pellegriniMobileCallback({ code: 'c0de' });
     */
    pellegriniMobileCallback: (
      query: QueryOf<'/ebsn/api/meal-ticket/pellegrini/mobile-callback', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/pellegrini/mobile-callback', 'post'>> =>
      unwrap(
        api.POST('/ebsn/api/meal-ticket/pellegrini/mobile-callback', {
          params: { query },
          ...options,
        }),
      ),

    /**
     * Completes the Pellegrini mobile sign-in of the ticket-card variant with the code of its redirect.
     * @example await client.mealTickets.pellegriniMobileCallbackTc({ code: 'c0de' });
     */
    pellegriniMobileCallbackTc: (
      query: QueryOf<'/ebsn/api/meal-ticket/pellegrini/mobile-callback-tc', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/pellegrini/mobile-callback-tc', 'post'>> =>
      unwrap(
        api.POST('/ebsn/api/meal-ticket/pellegrini/mobile-callback-tc', {
          params: { query },
          ...options,
        }),
      ),

    /**
     * Signs out of Pellegrini mobile.
     * @example await client.mealTickets.pellegriniMobileLogout();
     */
    pellegriniMobileLogout: (
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/pellegrini/mobile-logout', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket/pellegrini/mobile-logout', { ...options })),

    /**
     * Signs out of Pellegrini mobile, ticket-card variant.
     * @example await client.mealTickets.pellegriniMobileLogoutTc();
     */
    pellegriniMobileLogoutTc: (
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/pellegrini/mobile-logout-tc', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket/pellegrini/mobile-logout-tc', { ...options })),

    /**
     * Loads the Sodexo balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.sodexoDetail({ payment_type_id: 23 });
     */
    sodexoDetail: (
      query: QueryOf<'/ebsn/api/meal-ticket/sodexo/detail', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/sodexo/detail', 'get'>> =>
      unwrap(api.GET('/ebsn/api/meal-ticket/sodexo/detail', { params: { query }, ...options })),

    /**
     * Loads the Day balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.dayDetail({ payment_type_id: 24 });
     */
    dayDetail: (
      query: QueryOf<'/ebsn/api/meal-ticket/day/detail', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/day/detail', 'get'>> =>
      unwrap(api.GET('/ebsn/api/meal-ticket/day/detail', { params: { query }, ...options })),

    /**
     * Signs in to Day with the user's Day credentials, sent as a form body so the password stays out of URLs.
     * @example await client.mealTickets.dayLogin({ user: 'mario.rossi', pwd: 'Buoni2026!' });
     */
    dayLogin: (
      body: FormBodyOf<'/ebsn/api/meal-ticket/day/login', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/day/login', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket/day/login', { body, ...formBody(options) })),

    /**
     * Signs out of Day.
     * @example await client.mealTickets.dayLogout();
     */
    dayLogout: (
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/meal-ticket/day/logout', 'post'>> =>
      unwrap(api.POST('/ebsn/api/meal-ticket/day/logout', { ...options })),
  };
}
