// Loyalty card number (docs/requirements/entities.md `fidelityCard`, docs/requirements/account.md registration with the card).

/** Shape of a loyalty card number: 8 to 20 digits (EAN-13 cards and longer chain codes). */
export const LOYALTY_CARD_PATTERN = /^\d{8,20}$/;

/** Returns a card number without spaces, as printed cards group their digits. */
export function normalizeLoyaltyCard(card: string): string {
  return card.replace(/\s/g, '');
}

/**
 * Whether a value is a loyalty card number of 8 to 20 digits (spaces ignored).
 * @example isValidLoyaltyCard('2900 0012 34567'); // true
 */
export function isValidLoyaltyCard(card: string): boolean {
  return LOYALTY_CARD_PATTERN.test(normalizeLoyaltyCard(card));
}
