import { queryHook } from '../query-hook';
import { paymentQueries } from './payment-queries';

/**
 * Asks the platform for the real state of a payment on a provider's return page: `data.status`
 * is the server's answer (`completed`, `pending`, `failed`), never the `redirect_status` of the
 * address. The parameters are validated as user input first (docs/requirements/checkout.md "Payment return
 * pages"); malformed ones fail with `InvalidPaymentFeedbackError` without calling. The client
 * secret is never put in a query key, a log or an error message; scrub it from the address bar
 * before analytics runs.
 * @example
 * const [searchParams] = useSearchParams();
 * const { data, error } = usePaymentFeedback('stripe', searchParams);
 * if (data?.status === 'completed') navigate(`/cart/payment-completed/${data.orderId}`);
 */
export const usePaymentFeedback = queryHook(paymentQueries.feedback);
