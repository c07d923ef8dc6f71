import { queryHook } from '../query-hook';
import { paymentQueries } from './payment-queries';

/**
 * The amount pre-billed on the cart for the chosen payment type (docs/requirements/api-calls.md); waits while
 * `paymentTypeId` is `undefined`.
 * @example
 * const { data } = usePreBilledAmount(12);
 * data?.preBilledAmount;
 */
export const usePreBilledAmount = queryHook(paymentQueries.preBilledAmount);
