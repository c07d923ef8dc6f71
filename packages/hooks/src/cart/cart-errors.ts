import type { EbsnError, NetworkError } from '@carrello/sdk';

import { defaultHookMessages } from '../messages';

/**
 * Why a cart change was refused before calling the server: `too-many-pieces` and `too-heavy`
 * are a line past `MAX_LINE_PIECES` pieces or `MAX_LINE_WEIGHT_KG` kg of `@carrello/core`.
 */
export type CartRuleErrorCode =
  'not-editable' | 'no-quantity-controls' | 'too-many-pieces' | 'too-heavy';

/**
 * Italian texts of the local refusals (docs/requirements/cart.md). The line caps give the words
 * the server's contract check answers for the same request, so the shopper reads the same
 * refusal whether the kit or the server stops it.
 */
export const CART_RULE_MESSAGES: Readonly<Record<CartRuleErrorCode, string>> = {
  'not-editable': defaultHookMessages.cartItemNotEditable,
  'no-quantity-controls': defaultHookMessages.cartItemNoQuantityControls,
  'too-many-pieces': 'Valore non valido per «quantity»',
  'too-heavy': 'Valore non valido per «weight»',
};

/**
 * A cart change refused locally by a rule of docs/requirements/cart.md (an item with `editable: false`, the
 * quantity of an item of nature 8 or 10, or a line past the caps on pieces or kg); no request is
 * sent and the cached cart is left as it was. Its `message` is Italian.
 * @example if (error instanceof CartRuleError) notify({ type: 'error', message: error.message });
 */
export class CartRuleError extends Error {
  override readonly name = 'CartRuleError';
  /** Which rule refused the change. */
  readonly code: CartRuleErrorCode;

  /** @param message the text to show; the default Italian one of the rule otherwise. */
  constructor(code: CartRuleErrorCode, message: string = CART_RULE_MESSAGES[code]) {
    super(message);
    this.code = code;
  }
}

/** Errors of a cart call: the server's refusal or an unreachable server. */
export type CartError = EbsnError | NetworkError;

/** Errors of a cart change that rules of docs/requirements/cart.md may also refuse locally. */
export type CartItemError = CartError | CartRuleError;
