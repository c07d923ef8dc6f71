// Payment rules (docs/requirements/app-shell.md "Cart summary" and 4.1).

import { PAYMENT_TYPE } from './constants';
import { isConfirmedUser, type UserFlags } from './user';

/** A payment type as listed for an order. */
export interface PaymentTypeLike {
  /** The payment type id, e.g. 12 or 25. */
  paymentTypeId: number;
  /** Whether it is active: 1 (or `'1'`) means active. */
  active?: number | string | boolean | null;
}

/** Inputs of the fast-payment visibility rule. */
export interface ShowFastPaymentOptions {
  /** Payment types offered for the order. */
  paymentTypes: readonly PaymentTypeLike[] | null | undefined;
  /** Whether the cart summary is the compact variant. */
  compact: boolean;
}

function isActive(active: PaymentTypeLike['active']): boolean {
  return active === true || Number(active) === 1;
}

/** Whether the cart summary shows the fast-payment button (docs/requirements/app-shell.md). */
export function showFastPayment({ paymentTypes, compact }: ShowFastPaymentOptions): boolean {
  // docs/requirements/app-shell.md: shown when payment type 12 is offered and the summary is compact; an active
  // card-intent payment (type 25, active 1) hides it.
  if (!compact || !paymentTypes) return false;
  const offersFastPayment = paymentTypes.some(
    (type) => type.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT,
  );
  const hasActiveCardIntent = paymentTypes.some(
    (type) => type.paymentTypeId === PAYMENT_TYPE.CARD_INTENT && isActive(type.active),
  );
  return offersFastPayment && !hasActiveCardIntent;
}

/** Whether a user may pay; otherwise the checkout shows a complete-profile prompt (docs/requirements/checkout.md and account.md). */
export function canPay(user: UserFlags | null | undefined): boolean {
  return isConfirmedUser(user);
}
