import { useQuery } from '@tanstack/react-query';

import { useCarrelloClient } from '../provider';
import { paymentQueries } from './payment-queries';

/**
 * The amount pre-billed on the cart for the chosen payment type (docs/requirements/api-calls.md); waits while
 * `paymentTypeId` is `undefined`.
 * @example
 * const { data } = usePreBilledAmount(12);
 * data?.preBilledAmount;
 */
export function usePreBilledAmount(paymentTypeId: number | undefined) {
  const client = useCarrelloClient();
  return useQuery(paymentQueries.preBilledAmount(client, paymentTypeId));
}
