import type { RequestOptions, Transport } from '../transport';
import { endpoints } from './endpoints';
import type { DataOf, JsonBodyOf, QueryOf } from './types';

/** Meal vouchers and their providers (Edenred, Pellegrini, Sodexo, Day). */
export function mealTicketsResource(transport: Transport) {
  const { api, unwrap } = transport;
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the meal voucher types the shop accepts.
     * @example const { mealTicketTypes } = await client.mealTickets.types();
     */
    types: endpoint.get('/ebsn/api/meal-ticket-type/list'),

    /**
     * Chooses (or stops using) a meal voucher type for the cart.
     * @example await client.mealTickets.select({ payment_type_id: 21, select: true });
     */
    select: endpoint.postWithQuery('/ebsn/api/meal-ticket-type/select'),

    /**
     * Signs out of a meal voucher provider.
     * @example await client.mealTickets.logout({ payment_type_id: 21 });
     */
    logout: endpoint.postWithQuery('/ebsn/api/meal-ticket-type/logout'),

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
    edenredDetail: endpoint.getWithQuery('/ebsn/api/meal-ticket/edenred/detail'),

    /**
     * Starts the Edenred sign-in; answers the provider's login URL.
     * @example const { loginUrl } = await client.mealTickets.edenredLogin({ payment_type_id: 21 });
     */
    edenredLogin: endpoint.postWithQuery('/ebsn/api/meal-ticket/edenred/login'),

    /**
     * Abandons an Edenred sign-in that was started but not completed.
     * @example await client.mealTickets.edenredDiscardLogin({ payment_type_id: 21 });
     */
    edenredDiscardLogin: endpoint.postWithQuery('/ebsn/api/meal-ticket/edenred/discard-login'),

    /**
     * Signs out of Edenred.
     * @example await client.mealTickets.edenredLogout({ payment_type_id: 21 });
     */
    edenredLogout: endpoint.postWithQuery('/ebsn/api/meal-ticket/edenred/logout'),

    /**
     * Loads the Pellegrini balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.pellegriniDetail({ payment_type_id: 22 });
     */
    pellegriniDetail: endpoint.getWithQuery('/ebsn/api/meal-ticket/pellegrini/detail'),

    /**
     * Completes the Pellegrini mobile sign-in with the code of its redirect.
     * @example await client.mealTickets.pellegriniMobileCallback({ code: 'c0de' });
     */
    pellegriniMobileCallback: endpoint.postWithQuery(
      '/ebsn/api/meal-ticket/pellegrini/mobile-callback',
    ),

    /**
     * Completes the Pellegrini mobile sign-in of the ticket-card variant with the code of its redirect.
     * @example await client.mealTickets.pellegriniMobileCallbackTc({ code: 'c0de' });
     */
    pellegriniMobileCallbackTc: endpoint.postWithQuery(
      '/ebsn/api/meal-ticket/pellegrini/mobile-callback-tc',
    ),

    /**
     * Signs out of Pellegrini mobile.
     * @example await client.mealTickets.pellegriniMobileLogout();
     */
    pellegriniMobileLogout: endpoint.post('/ebsn/api/meal-ticket/pellegrini/mobile-logout'),

    /**
     * Signs out of Pellegrini mobile, ticket-card variant.
     * @example await client.mealTickets.pellegriniMobileLogoutTc();
     */
    pellegriniMobileLogoutTc: endpoint.post('/ebsn/api/meal-ticket/pellegrini/mobile-logout-tc'),

    /**
     * Loads the Sodexo balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.sodexoDetail({ payment_type_id: 23 });
     */
    sodexoDetail: endpoint.getWithQuery('/ebsn/api/meal-ticket/sodexo/detail'),

    /**
     * Loads the Day balance and vouchers of the user.
     * @example const { logged, balance } = await client.mealTickets.dayDetail({ payment_type_id: 24 });
     */
    dayDetail: endpoint.getWithQuery('/ebsn/api/meal-ticket/day/detail'),

    /**
     * Signs in to Day with the user's Day credentials, sent as a form body so the password stays out of URLs.
     * @example await client.mealTickets.dayLogin({ user: 'mario.rossi', pwd: 'Buoni2026!' });
     */
    dayLogin: endpoint.postForm('/ebsn/api/meal-ticket/day/login'),

    /**
     * Signs out of Day.
     * @example await client.mealTickets.dayLogout();
     */
    dayLogout: endpoint.post('/ebsn/api/meal-ticket/day/logout'),
  };
}
