import { queryOptions, skipToken } from '@tanstack/react-query';

import type { DataOf, EbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import {
  InvalidPaymentFeedbackError,
  parsePaymentFeedback,
  sendPaymentFeedback,
  type PaymentFeedbackParams,
} from './payment-feedback';
import { paymentKeys, type PaymentFeedbackProvider, type PaymentTypesParams } from './payment-keys';
import { withoutUndefined } from '../defined';

/**
 * Query option factories of payments; route loaders call
 * `queryClient.ensureQueryData(paymentQueries.types(client))` on the same factories.
 */
export const paymentQueries = {
  /** The payment types of the cart, or of an order being paid again (docs/requirements/payments.md). */
  types: (client: EbsnClient, params: PaymentTypesParams = {}) =>
    queryOptions<DataOf<'/ebsn/api/payment-type/list', 'get'>, EbsnError | NetworkError>({
      queryKey: paymentKeys.typeList(params),
      queryFn: ({ signal }) =>
        client.payment.types(
          withoutUndefined({ order_id: params.orderId, store_id: params.storeId }),
          { signal },
        ),
    }),

  /** The saved payment methods (cards) of a payment type (docs/requirements/payments.md). */
  auths: (client: EbsnClient, paymentTypeId: number) =>
    queryOptions<DataOf<'/ebsn/api/payment-type/list-auth', 'get'>, EbsnError | NetworkError>({
      queryKey: paymentKeys.authList(paymentTypeId),
      queryFn: ({ signal }) =>
        client.payment.listAuths({ payment_type_id: paymentTypeId }, { signal }),
    }),

  /** The amount pre-billed on the cart for a payment type; waits while the type is unknown. */
  preBilledAmount: (client: EbsnClient, paymentTypeId: number | undefined) =>
    queryOptions<DataOf<'/ebsn/api/cart/pre-billed-amount', 'get'>, EbsnError | NetworkError>({
      queryKey: cartKeys.preBilledAmount(paymentTypeId ?? 0),
      queryFn:
        paymentTypeId === undefined
          ? skipToken
          : ({ signal }) =>
              client.cart.preBilledAmount({ payment_type_id: paymentTypeId }, { signal }),
    }),

  /**
   * The real state of a payment after the provider's redirect, asked to the platform with the
   * return page's parameters; fails with `InvalidPaymentFeedbackError` without calling when the
   * parameters are malformed.
   */
  feedback: (
    client: EbsnClient,
    provider: PaymentFeedbackProvider,
    params: PaymentFeedbackParams,
  ) => {
    const parsed = parsePaymentFeedback(provider, params);
    // docs/requirements/checkout.md: the client secret goes to the server only, never into the key (devtools,
    // persisters, logs): the key holds the non-secret `reference` of the same parameters.
    const askServer = ({ signal }: { signal: AbortSignal }) => {
      if (!parsed) throw new InvalidPaymentFeedbackError();
      return sendPaymentFeedback(client, parsed.request, { signal });
    };
    return queryOptions<
      DataOf<'/ebsn/api/stripe/payment-feedback', 'get'>,
      EbsnError | NetworkError | InvalidPaymentFeedbackError
    >({
      queryKey: paymentKeys.feedback(provider, parsed?.reference ?? ''),
      queryFn: askServer,
      // The page asks once: the answer describes a finished redirect, not live data.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    });
  },
};
