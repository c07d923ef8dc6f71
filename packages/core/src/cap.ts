// Codice di avviamento postale (italian-rules.md "Address").

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
