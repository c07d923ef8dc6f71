// Test support (not exported): payment data shaped like the contract's.
import type { PaymentAuth } from '@carrello/sdk';

/** A saved card of payment type 12, numbered after its id. */
export function card(paymentAuthId: number): PaymentAuth {
  return {
    paymentAuthId,
    paymentTypeId: 12,
    active: '1',
    defaultAuth: false,
    creditCard: `************${4240 + paymentAuthId}`,
    expireDate: '09/28',
  };
}
