import { useQuery } from '@tanstack/react-query';

import { PAYMENT_TYPE } from '@carrello/core';

import { useCarrelloClient } from '../provider';
import { paymentQueries } from './payment-queries';

/**
 * The saved payment methods (cards) of a payment type (`data.auths`); by default of type 12,
 * fast payment (docs/requirements/api-calls.md: "the payment auth list for type 12").
 * @example
 * const { data } = usePaymentAuths();
 * data?.auths.map((auth) => auth.creditCard);
 */
export function usePaymentAuths(paymentTypeId: number = PAYMENT_TYPE.FAST_PAYMENT) {
  const client = useCarrelloClient();
  return useQuery(paymentQueries.auths(client, paymentTypeId));
}
