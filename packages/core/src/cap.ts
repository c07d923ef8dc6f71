// Codice di avviamento postale (docs/requirements/validation.md "Address").

/** Shape of a CAP: exactly 5 digits, leading zeros included. */
export const CAP_PATTERN = /^\d{5}$/;

/** Returns a CAP trimmed; it stays a string so that leading zeros survive. */
export function normalizeCap(cap: string): string {
  return cap.trim();
}

/** Whether a value is a CAP of exactly 5 digits. */
export function isValidCap(cap: string): boolean {
  return CAP_PATTERN.test(normalizeCap(cap));
}

/**
 * The postal code to fill in when a street is picked: its only one, or `undefined` when it has
 * several or none (docs/requirements/invoice.md: "picking a street with exactly one postal code sets the postal
 * code automatically").
 * @example postalCodeForStreet({ elencoCAP: ['20121'] }); // '20121'
 */
export function postalCodeForStreet(street: { elencoCAP: readonly string[] }): string | undefined {
  return street.elencoCAP.length === 1 ? street.elencoCAP[0] : undefined;
}

/**
 * What the postal code field holds once a street is picked (docs/requirements/invoice.md): the
 * street's only CAP; the CAP already there when it is one of the street's, or when the street
 * lists none; otherwise empty, so that a CAP of the street picked before never stays with this one.
 * @example postalCodeAfterStreetPick({ elencoCAP: ['20127', '20131'] }, '20124'); // ''
 * @example postalCodeAfterStreetPick({ elencoCAP: ['20127', '20131'] }, '20131'); // '20131'
 */
export function postalCodeAfterStreetPick(
  street: { elencoCAP: readonly string[] },
  current: string,
): string {
  const only = postalCodeForStreet(street);
  if (only !== undefined) return only;
  const cap = normalizeCap(current);
  return street.elencoCAP.length === 0 || street.elencoCAP.includes(cap) ? current : '';
}
