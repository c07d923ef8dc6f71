import { LOGO_SHRINK_SCROLL_PX, cartCountText } from '@carrello/core';
import { useCarrelloUi } from '../messages/messages-context';
import { useScrolledPast } from './use-scrolled-past';

/** Options of {@link useTopBar}. */
export interface UseTopBarOptions {
  /** Whether a user is logged in. */
  loggedIn: boolean;
  /** Number of products in the cart. */
  cartCount: number;
  /** Cart total in euro. */
  cartTotal: number;
  /**
   * Whether to leave out "Vai alla cassa" even with items (e.g. on the checkout page itself).
   * @default false
   */
  hideCheckout?: boolean;
}

/** A text that continues a sentence starts in lower case ("Carrello, nessun prodotto, …"). */
function midSentence(text: string, locale: string): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/**
 * The state of the top bar (spec 2.3): whether the logo is shrunk (scrolled more than 55 px; the
 * skin keeps the full logo on extra-small screens), whether "Vai alla cassa" is offered (logged
 * in with items; the skin shows it from md), and the cart button's texts
 * ("Carrello, 3 prodotti, totale carrello 24,50 €").
 * @example
 * const { shrunk, showCheckout, cartLabel } = useTopBar({ loggedIn: true, cartCount: 3, cartTotal: 24.5 });
 */
export function useTopBar({
  loggedIn,
  cartCount,
  cartTotal,
  hideCheckout = false,
}: UseTopBarOptions) {
  const { messages, locale, format, formatPrice } = useCarrelloUi();
  const shrunk = useScrolledPast(LOGO_SHRINK_SCROLL_PX);
  const total = formatPrice(cartTotal);
  const count = format(messages.header.cart, {
    count: midSentence(cartCountText(cartCount), locale),
  });
  return {
    shrunk,
    showCheckout: loggedIn && cartCount > 0 && !hideCheckout,
    cartTotalText: total,
    cartLabel: `${count}, ${midSentence(format(messages.header.cartTotal, { total }), locale)}`,
  };
}
