import { cartCountText, hasCart, showFastPayment, type PaymentTypeLike } from '@carrello/core';
import type { Cart } from '@carrello/sdk';

/** The parts of a cart the summary reads. */
export type CartSummaryCart = Pick<
  Cart,
  | 'cartId'
  | 'totalItems'
  | 'grossTotal'
  | 'orderPackages'
  | 'giftCertificatesToGenerate'
  | 'totalPrice'
  | 'deliveryFee'
  | 'userGiftCertificates'
>;

/** Options of {@link useCartSummary}. */
export interface UseCartSummaryOptions {
  /** The cart; null or a cartId not above 0 means there is no cart. */
  cart: CartSummaryCart | null | undefined;
  /** Payment types offered for the order (for the fast-payment rule). */
  paymentTypes?: readonly PaymentTypeLike[] | null;
  /** Whether the summary is the compact one (drawer); only it may show fast payment. */
  compact?: boolean;
}

/**
 * The figures of the cart summary (docs/requirements/app-shell.md): count text, package lines, gift-certificate lines,
 * TOTALE and whether the fast-payment button shows; every rule comes from @carrello/core.
 * @example
 * const summary = useCartSummary({ cart, paymentTypes, compact: true });
 * summary.hasCart ? summary.countText : 'Nessun carrello attivo';
 */
export function useCartSummary({ cart, paymentTypes, compact = false }: UseCartSummaryOptions) {
  const exists = hasCart(cart);
  return {
    /** Whether there is a cart (cartId above 0). */
    hasCart: exists,
    /** "Nessun prodotto", "1 prodotto" or "N prodotti". */
    countText: cartCountText(exists ? (cart?.totalItems ?? 0) : 0),
    /** Package lines: description, quantity, unit cost and total. */
    packageLines: exists
      ? (cart?.orderPackages ?? []).map((line) => ({
          id: line.orderPackageId,
          description: line.package.descr,
          quantity: line.quantity,
          cost: line.package.cost,
          total: line.totalPrice,
        }))
      : [],
    /** Gift certificates the order generates: name and amount. */
    giftLines: exists
      ? (cart?.giftCertificatesToGenerate ?? []).map((gift, index) => ({
          id: `${gift.name}-${index}`,
          name: gift.name,
          total: gift.giftTotal,
        }))
      : [],
    /** TOTALE: the cart's grossTotal. */
    grossTotal: exists ? (cart?.grossTotal ?? 0) : 0,
    /** Whether the fast-payment button shows (type 12 offered, compact, no active type 25). */
    showFastPayment: exists && showFastPayment({ paymentTypes, compact }),
  };
}

/** What {@link useCartSummary} returns. */
export type UseCartSummaryReturn = ReturnType<typeof useCartSummary>;
