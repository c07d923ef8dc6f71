import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Payment types, saved payment methods and payment provider feedback. */
export function paymentResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the payment types available for the cart (or for an order being paid again).
     * @example const { payments } = await client.payment.types();
     */
    types: endpoint.getWithOptionalQuery('/ebsn/api/payment-type/list'),

    /**
     * Lists the saved payment methods (cards) of a payment type.
     * @example const { auths } = await client.payment.listAuths({ payment_type_id: 12 });
     */
    listAuths: endpoint.getWithQuery('/ebsn/api/payment-type/list-auth'),

    /**
     * Deletes a saved payment method; answers the remaining ones.
     * @example const { auths } = await client.payment.deleteAuth({ payment_auth_id: 4 });
     */
    deleteAuth: endpoint.postWithQuery('/ebsn/api/payment-type/delete-auth'),

    /**
     * Starts saving a new payment method; answers the provider's payment URL and parameters.
     * @example const { paymentUrl } = await client.payment.addAuth({ payment_type_id: 12, payment_data: '{}' });
     */
    addAuth: endpoint.postWithQuery('/ebsn/api/payment-type/add-auth'),

    /**
     * Reports Stripe's redirect after saving a card back to the platform.
     * @example const { status } = await client.payment.stripeFeedbackRecurrent({ redirect_status: 'succeeded', payment_id: 'pi_1', payment_intent_client_secret: 'pi_1_secret' });
     */
    stripeFeedbackRecurrent: endpoint.getWithQuery('/ebsn/api/stripe/payment-feedback-recurrent'),

    /**
     * Reports Stripe's redirect after paying an order back to the platform.
     * @example const { orderId, status } = await client.payment.stripeFeedback({ redirect_status: 'succeeded', order_id: 501, payment_intent_client_secret: 'pi_1_secret' });
     */
    stripeFeedback: endpoint.getWithQuery('/ebsn/api/stripe/payment-feedback'),

    /**
     * Reports the mobile-payment provider's (Satispay) redirect back to the platform.
     * @example const { orderId, status } = await client.payment.satispayFeedback({ order_id: 501, payment_id: 'sp_1' });
     */
    satispayFeedback: endpoint.getWithQuery('/ebsn/api/satispay/payment-feedback'),
  };
}
