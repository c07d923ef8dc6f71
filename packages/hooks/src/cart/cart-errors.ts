import type { EbsnError, NetworkError } from '@carrello/sdk';

import { defaultHookMessages } from '../messages';

/** Why a cart change was refused before calling the server. */
export type CartRuleErrorCode = 'not-editable' | 'no-quantity-controls';

/** Italian texts of the local refusals (docs/requirements/cart.md). */
export const CART_RULE_MESSAGES: Readonly<Record<CartRuleErrorCode, string>> = {
  'not-editable': defaultHookMessages.cartItemNotEditable,
  'no-quantity-controls': defaultHookMessages.cartItemNoQuantityControls,
};

/**
 * A cart change refused locally by a rule of docs/requirements/cart.md (an item with `editable: false`, or the
 * quantity of an item of nature 8 or 10); no request is sent. Its `message` is Italian.
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
