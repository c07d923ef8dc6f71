const KEY = 'carrello.afterLogin';

/** What to do once the shopper has signed in: the delivery choice, or adding a product first. */
type AfterLoginAction = 'delivery' | { add: number };

/** Remembers what to do once the shopper has signed in (docs/requirements/app-shell.md, cart button and "Aggiungi"). */
export function setAfterLogin(action: AfterLoginAction): void {
  try {
    sessionStorage.setItem(KEY, action === 'delivery' ? action : `add:${action.add}`);
  } catch {
    // Without storage the shopper chooses the address from the cart later.
  }
}

/** Reads and forgets what to do after sign-in. */
export function takeAfterLogin(): AfterLoginAction | null {
  try {
    const action = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (action === 'delivery') return action;
    const productId = Number(/^add:(\d{1,12})$/.exec(action ?? '')?.[1]);
    return productId > 0 ? { add: productId } : null;
  } catch {
    return null;
  }
}
