import { cartCountText } from '@carrello/core';
import { useCarrelloUi } from '../messages/messages-context';
import { defaultTheme } from '../theme/tokens';
import { useHiddenOnScroll } from './use-hidden-on-scroll';
import { useScrolledPast } from './use-scrolled-past';

/** Past this scroll offset (px) a downward scroll folds the top bar to its search row (below md). */
const FOLD_SCROLL_PX = 120;

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
  /**
   * The scroll offset in px past which the logo shrinks (the skin passes its theme's
   * `layout.logoShrinkScroll`).
   * @default 55
   */
  shrinkAfter?: number;
}

/** A text that continues a sentence starts in lower case ("Carrello, nessun prodotto, …"). */
function midSentence(text: string, locale: string): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/**
 * The state of the top bar (docs/requirements/app-shell.md): whether the logo is shrunk (scrolled past `shrinkAfter`; the
 * skin keeps the full logo on extra-small screens), whether the bar is folded (scrolling down past
 * 120 px: below md the skin then keeps only the search row on screen, until the shopper scrolls
 * up or moves the focus into the bar), whether "Vai alla cassa" is offered (logged
 * in with items; the skin shows it from md), and the cart button's texts
 * ("Carrello, 3 prodotti, totale carrello 24,50 €").
 * @example
 * const { shrunk, folded, showCheckout, cartLabel } = useTopBar({ loggedIn: true, cartCount: 3, cartTotal: 24.5 });
 */
export function useTopBar({
  loggedIn,
  cartCount,
  cartTotal,
  hideCheckout = false,
  shrinkAfter = defaultTheme.layout.logoShrinkScroll,
}: UseTopBarOptions) {
  const { messages, locale, format, formatPrice } = useCarrelloUi();
  const shrunk = useScrolledPast(shrinkAfter);
  const folded = useHiddenOnScroll(FOLD_SCROLL_PX);
  const total = formatPrice(cartTotal);
  const count = format(messages.header.cart, {
    count: midSentence(cartCountText(cartCount), locale),
  });
  return {
    shrunk,
    folded,
    showCheckout: loggedIn && cartCount > 0 && !hideCheckout,
    cartTotalText: total,
    cartLabel: `${count}, ${midSentence(format(messages.header.cartTotal, { total }), locale)}`,
  };
}
