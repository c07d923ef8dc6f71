import { queryHook } from '../query-hook';
import { paymentQueries } from './payment-queries';

/**
 * The payment types offered for the cart, or for an order being paid again (`data.payments`).
 * @example
 * const { data } = usePaymentTypes({ orderId: 90210 });
 * data?.payments.map((type) => type.name);
 */
export const usePaymentTypes = queryHook(paymentQueries.types);
