import { useState } from 'react';

import { PAYMENT_TYPE } from '@carrello/core';
import { useMealTicketTypes, usePaymentAuths, usePaymentTypes } from '@carrello/hooks';
import type { Cart, PaymentType } from '@carrello/sdk';

/** The payment type offered first: the fast payment (docs/requirements/checkout.md step 4) or the first usable one. */
function defaultPaymentType(types: readonly PaymentType[]): number | null {
  const usable = types.filter((type) => type.active === 1);
  const fast = usable.find((type) => type.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT);
  return (fast ?? usable[0])?.paymentTypeId ?? null;
}

/**
 * The payment types the payment page offers for a cart, the one chosen (the shopper's, else the
 * default) and, for a card payment, the shopper's saved cards.
 */
export function usePaymentChoice(cart: Cart | undefined) {
  // docs/requirements/payments.md: the payment list of the cart's store (and of the order being edited, if any).
  const editedOrderId = Number(cart?.cartInfos?.EDIT_ORDER_ID) || undefined;
  const types = usePaymentTypes({
    storeId: cart?.store?.storeId,
    ...(editedOrderId ? { orderId: editedOrderId } : {}),
  });
  const mealTickets = useMealTicketTypes();
  // Meal vouchers are paid through their provider's own sign-in (docs/requirements/payments.md), not from this list.
  const mealTicketIds = new Set(
    (mealTickets.data?.mealTicketTypes ?? []).map((type) => type.paymentTypeId),
  );
  const offered = (types.data?.payments ?? [])
    .filter((type) => !mealTicketIds.has(type.paymentTypeId))
    // docs/requirements/payments.md: with meal vouchers in use the rest is paid online, not on delivery.
    .filter((type) => !(cart?.mealTicket?.vouchers && type.paymentMode === 'on-delivery'))
    // The fast payment, chosen by default, comes first.
    .sort(
      (a, b) =>
        Number(b.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT) -
        Number(a.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT),
    );
  const [chosenType, setChosenType] = useState<number | null>(null);
  const paymentTypeId =
    (offered.some((type) => type.paymentTypeId === chosenType) ? chosenType : null) ??
    defaultPaymentType(offered);
  const cardIntent = paymentTypeId === PAYMENT_TYPE.CARD_INTENT;
  const savedCards = usePaymentAuths(PAYMENT_TYPE.CARD_INTENT);
  const cards = cardIntent ? (savedCards.data?.auths ?? []) : [];
  const defaultCard = cards.find((auth) => auth.defaultAuth) ?? cards[0];
  return {
    types,
    mealTickets,
    offered,
    paymentTypeId,
    setChosenType,
    cards,
    defaultCard,
  };
}
