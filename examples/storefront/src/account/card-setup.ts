import type { CardSetup } from '../payments/payment-provider';

const SETUP_KEY = 'carrello.cardSetup';

/** Path of the saved cards, the return page of every card-saving session. */
export const PAYMENT_METHODS_PATH = '/profile/payment-method';
/** Path of the storefront's own card-saving page (providers with a card form, e.g. Stripe). */
export const ADD_CARD_PATH = '/profile/payment-method/add-card';

/**
 * Keeps the card-saving session of `add-auth` for this tab until its outcome is known: the
 * provider's page or the bank check reloads the storefront, and the client secret must never
 * travel in the address bar.
 */
export function keepCardSetup(setup: CardSetup): void {
  try {
    sessionStorage.setItem(SETUP_KEY, JSON.stringify(setup));
  } catch {
    // Without storage the return page reports what the list of cards shows.
  }
}

/** The card-saving session kept by {@link keepCardSetup}, if any. */
export function readCardSetup(): CardSetup | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SETUP_KEY) ?? 'null');
    if (
      kept &&
      typeof kept === 'object' &&
      typeof (kept as CardSetup).paymentId === 'string' &&
      typeof (kept as CardSetup).clientSecret === 'string'
    )
      return kept as CardSetup;
  } catch {
    // Nothing readable kept.
  }
  return undefined;
}

/** Forgets the kept session once its outcome is known. */
export function forgetCardSetup(): void {
  try {
    sessionStorage.removeItem(SETUP_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The return page's address after a card-saving session ended with the provider's `status`. */
export function setupReturnPath(paymentId: string, status: string): string {
  const query = new URLSearchParams({ payment_id: paymentId, redirect_status: status });
  return `${PAYMENT_METHODS_PATH}?${query.toString()}`;
}
