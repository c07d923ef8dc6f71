// Cart summary texts (docs/requirements/app-shell.md "Cart summary": no-cart text and count texts).

import { cartCount } from './messages/it';

/** Returns the Italian count text of a cart: `Nessun prodotto`, `1 prodotto` or `N prodotti`. */
export function cartCountText(count: number): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  if (whole === 0) return cartCount.zero;
  if (whole === 1) return cartCount.one;
  return cartCount.other.replace('{count}', String(whole));
}

/** Whether there is a cart to show (docs/requirements/app-shell.md: the no-cart text shows when cartId is not above 0). */
export function hasCart(cart: { cartId?: number | null } | null | undefined): boolean {
  return (cart?.cartId ?? 0) > 0;
}
