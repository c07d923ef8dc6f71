import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** Payment types, saved payment methods and payment provider feedback. */
export function paymentResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the payment types available for the cart (or for an order being paid again).
     * @example const { payments } = await client.payment.types();
     */
    types: (
      query: QueryOf<'/ebsn/api/payment-type/list', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/payment-type/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/payment-type/list', { params: { query }, ...options })),

    /**
     * Lists the saved payment methods (cards) of a payment type.
     * @example const { auths } = await client.payment.listAuths({ payment_type_id: 12 });
     */
    listAuths: (
      query: QueryOf<'/ebsn/api/payment-type/list-auth', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/payment-type/list-auth', 'get'>> =>
      unwrap(api.GET('/ebsn/api/payment-type/list-auth', { params: { query }, ...options })),

    /**
     * Deletes a saved payment method; answers the remaining ones.
     * @example const { auths } = await client.payment.deleteAuth({ payment_auth_id: 4 });
     */
    deleteAuth: (
      query: QueryOf<'/ebsn/api/payment-type/delete-auth', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/payment-type/delete-auth', 'post'>> =>
      unwrap(api.POST('/ebsn/api/payment-type/delete-auth', { params: { query }, ...options })),

    /**
     * Starts saving a new payment method; answers the provider's payment URL and parameters.
     * @example const { paymentUrl } = await client.payment.addAuth({ payment_type_id: 12, payment_data: '{}' });
     */
    addAuth: (
      query: QueryOf<'/ebsn/api/payment-type/add-auth', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/payment-type/add-auth', 'post'>> =>
      unwrap(api.POST('/ebsn/api/payment-type/add-auth', { params: { query }, ...options })),

    /**
     * Reports Stripe's redirect after saving a card back to the platform.
     * @example const { status } = await client.payment.stripeFeedbackRecurrent({ redirect_status: 'succeeded', payment_id: 'pi_1', payment_intent_client_secret: 'pi_1_secret' });
     */
    stripeFeedbackRecurrent: (
      query: QueryOf<'/ebsn/api/stripe/payment-feedback-recurrent', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/stripe/payment-feedback-recurrent', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/stripe/payment-feedback-recurrent', { params: { query }, ...options }),
      ),

    /**
     * Reports Stripe's redirect after paying an order back to the platform.
     * @example const { orderId, status } = await client.payment.stripeFeedback({ redirect_status: 'succeeded', order_id: 501, payment_intent_client_secret: 'pi_1_secret' });
     */
    stripeFeedback: (
      query: QueryOf<'/ebsn/api/stripe/payment-feedback', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/stripe/payment-feedback', 'get'>> =>
      unwrap(api.GET('/ebsn/api/stripe/payment-feedback', { params: { query }, ...options })),

    /**
     * Reports the mobile-payment provider's (Satispay) redirect back to the platform.
     * @example const { orderId, status } = await client.payment.satispayFeedback({ order_id: 501, payment_id: 'sp_1' });
     */
    satispayFeedback: (
      query: QueryOf<'/ebsn/api/satispay/payment-feedback', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/satispay/payment-feedback', 'get'>> =>
      unwrap(api.GET('/ebsn/api/satispay/payment-feedback', { params: { query }, ...options })),
  };
}
