import { useQuery } from '@tanstack/react-query';

import { useCarrelloClient } from '../provider';
import { paymentQueries } from './payment-queries';
import type { PaymentTypesParams } from './payment-keys';

/**
 * The payment types offered for the cart, or for an order being paid again (`data.payments`).
 * @example
 * const { data } = usePaymentTypes({ orderId: 90210 });
 * data?.payments.map((type) => type.name);
 */
export function usePaymentTypes(params: PaymentTypesParams = {}) {
  const client = useCarrelloClient();
  return useQuery(paymentQueries.types(client, params));
}
