import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { showFastPayment } from '@carrello/core';
import type { DataOf } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { paymentQueries } from './payment-queries';
import type { PaymentTypesParams } from './payment-keys';

/** Options of {@link useFastPayment}. */
export interface UseFastPaymentOptions extends PaymentTypesParams {
  /** Whether the cart summary is the compact variant (docs/requirements/app-shell.md). */
  compact: boolean;
  /**
   * Whether to ask for the payment types; fast payment is for authenticated users only (docs/requirements/account.md).
   * @default true
   */
  enabled?: boolean;
}

/**
 * Whether the cart summary shows the fast-payment button, as `data` (docs/requirements/app-shell.md: payment type 12
 * offered and a compact summary; an active card-intent type 25 hides it).
 * @example
 * const { data: showButton = false } = useFastPayment({ compact: true, enabled: isLoggedIn });
 */
export function useFastPayment({ compact, enabled = true, ...params }: UseFastPaymentOptions) {
  const client = useCarrelloClient();
  const select = useCallback(
    (data: DataOf<'/ebsn/api/payment-type/list', 'get'>) =>
      showFastPayment({ paymentTypes: data.payments, compact }),
    [compact],
  );
  return useQuery({ ...paymentQueries.types(client, params), select, enabled });
}
