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
}

/**
 * The state of the top bar (spec 2.3): whether the logo is shrunk (scrolled more than 55 px; the
 * skin keeps the full logo on extra-small screens), whether "Vai alla cassa" is offered (logged
 * in with items; the skin shows it from md), and the cart button's texts.
 */
export function useTopBar({ loggedIn, cartCount, cartTotal }: UseTopBarOptions) {
  const { messages, format, formatPrice } = useCarrelloUi();
  const shrunk = useScrolledPast(LOGO_SHRINK_SCROLL_PX);
  const total = formatPrice(cartTotal);
  return {
    shrunk,
    showCheckout: loggedIn && cartCount > 0,
    cartTotalText: total,
    cartLabel: `${format(messages.header.cart, { count: cartCountText(cartCount) })}, ${format(
      messages.header.cartTotal,
      { total },
    )}`,
  };
}
