const KEY = 'carrello.afterLogin';

/** Remembers what to do once the shopper has signed in (spec 2.3, cart button). */
export function setAfterLogin(action: 'delivery'): void {
  try {
    sessionStorage.setItem(KEY, action);
  } catch {
    // Without storage the shopper chooses the address from the cart later.
  }
}

/** Reads and forgets what to do after sign-in. */
export function takeAfterLogin(): string | null {
  try {
    const action = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return action;
  } catch {
    return null;
  }
}
