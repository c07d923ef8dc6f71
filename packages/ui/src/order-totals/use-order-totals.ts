import type { Cart } from '@carrello/sdk';

/** The figures of a cart or an order that the totals read (both have them on the wire). */
export interface OrderTotalsSource {
  /** Sum of the lines (promotions applied). */
  totalPrice?: number | null;
  /** TOTALE: what the shopper pays, packages and fees included, gift certificates deducted. */
  grossTotal?: number | null;
  /** Delivery fee; 0 means free delivery. */
  deliveryFee?: number | null;
  /** Bags and packages. */
  orderPackages?: Cart['orderPackages'] | null;
  /** Gift certificates applied to the cart. */
  userGiftCertificates?: Cart['userGiftCertificates'] | null;
  /** Meal vouchers paying part of TOTALE (docs/requirements/payments.md). */
  mealTicket?: Cart['mealTicket'] | null;
}

/** One line of the totals. */
export interface OrderTotalsLine {
  /** Stable key of the line. */
  id: string;
  /** What the line is: `items`, `discount`, `package` or `delivery`. */
  kind: 'items' | 'discount' | 'package' | 'delivery';
  /** The line's label. */
  label: string;
  /** A detail under the label (e.g. "3 x 0,10 €"). */
  detail?: { quantity: number; cost: number };
  /** The amount; discounts are negative; 0 on the delivery line means "gratis". */
  amount: number;
}

/** Options of {@link useOrderTotals}. */
export interface UseOrderTotalsOptions {
  /** The cart or the order. */
  source: OrderTotalsSource | null | undefined;
  /**
   * The amount the payment provider is asked to authorise, when known; a line shows when it
   * differs from TOTALE (or, with meal vouchers, from what is left to pay).
   */
  amountToAuthorize?: number | null;
  /** Label of the line of the items. */
  itemsLabel: string;
  /** Label of the discount line when the certificates are not listed one by one. */
  discountLabel: string;
  /** Label of the delivery line. */
  deliveryLabel: string;
}

const cents = (value: number) => Math.round(value * 100);

/**
 * The lines of honest totals (docs/requirements/app-shell.md summary, Italian consumer law): items subtotal, discounts
 * and gift certificates, packages, the delivery fee (0 = gratis) and TOTALE, plus the amount to
 * authorise when it differs; meal vouchers, when used, follow TOTALE with what is left to pay.
 * Any difference the listed lines do not explain shows as a discount,
 * so the lines always add up to TOTALE.
 * @example
 * const totals = useOrderTotals({ source: cart, itemsLabel: 'Prodotti', discountLabel: 'Sconti',
 *   deliveryLabel: 'Consegna' });
 */
export function useOrderTotals({
  source,
  amountToAuthorize,
  itemsLabel,
  discountLabel,
  deliveryLabel,
}: UseOrderTotalsOptions) {
  const itemsTotal = source?.totalPrice ?? 0;
  const grossTotal = source?.grossTotal ?? 0;
  const deliveryFee = source?.deliveryFee ?? null;
  const lines: OrderTotalsLine[] = [
    { id: 'items', kind: 'items', label: itemsLabel, amount: itemsTotal },
  ];
  let explained = cents(itemsTotal);
  for (const gift of source?.userGiftCertificates ?? []) {
    const amount = gift.amount;
    if (amount <= 0) continue;
    lines.push({
      id: `gift-${gift.userGiftCertificateId ?? gift.giftCertificateId}`,
      kind: 'discount',
      label: gift.name,
      amount: -amount,
    });
    explained -= cents(amount);
  }
  for (const line of source?.orderPackages ?? []) {
    lines.push({
      id: `package-${line.orderPackageId}`,
      kind: 'package',
      label: line.package.descr,
      detail: { quantity: line.quantity, cost: line.package.cost },
      amount: line.totalPrice,
    });
    explained += cents(line.totalPrice);
  }
  const delivery: OrderTotalsLine | null =
    deliveryFee !== null
      ? { id: 'delivery', kind: 'delivery', label: deliveryLabel, amount: deliveryFee }
      : null;
  if (delivery) explained += cents(delivery.amount);
  // Whatever the listed lines do not explain is a discount the platform applied.
  const unexplained = cents(grossTotal) - explained;
  if (unexplained < 0)
    lines.splice(1, 0, {
      id: 'discount',
      kind: 'discount',
      label: discountLabel,
      amount: unexplained / 100,
    });
  if (delivery) lines.push(delivery);
  // Meal vouchers pay part of TOTALE; the rest is what the payment type pays.
  const mealTicket = source?.mealTicket && source.mealTicket.amount > 0 ? source.mealTicket : null;
  const amountToPay = mealTicket ? (cents(grossTotal) - cents(mealTicket.amount)) / 100 : null;
  const authorize =
    amountToAuthorize !== null &&
    amountToAuthorize !== undefined &&
    cents(amountToAuthorize) !== cents(amountToPay ?? grossTotal)
      ? amountToAuthorize
      : null;
  return {
    /** Lines before TOTALE, in order. */
    lines,
    /** TOTALE. */
    grossTotal,
    /** The meal vouchers paying part of TOTALE, else null. */
    mealTicket,
    /** What is left to pay after the meal vouchers, else null. */
    amountToPay,
    /** The amount to authorise when it differs from TOTALE, else null. */
    amountToAuthorize: authorize,
  };
}

/** What {@link useOrderTotals} returns. */
export type UseOrderTotalsReturn = ReturnType<typeof useOrderTotals>;
