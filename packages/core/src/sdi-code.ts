// Codice destinatario for e-invoicing (docs/requirements/validation.md "Codice destinatario (SDI) and PEC").

import { DEFAULT_SDI_CODE } from './constants';

/** Official pattern of an SDI code: 6 (public administration) or 7 (business) letters or digits. */
export const SDI_CODE_PATTERN = /^[A-Z0-9]{6,7}$/;

/** Returns an SDI code trimmed and upper-cased, as the user types it. */
export function normalizeSdiCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a value is an SDI code of 6 or 7 letters or digits once normalized. */
export function isValidSdiCode(code: string): boolean {
  return SDI_CODE_PATTERN.test(normalizeSdiCode(code));
}

/** Whether a valid SDI code routes invoices to a real recipient, i.e. is not the `0000000` placeholder. */
export function isRealSdiCode(code: string): boolean {
  // docs/requirements/validation.md: 0000000 is for private persons or invoices sent to the PEC address, so it does
  // not satisfy "PEC o SDI obbligatori" on its own.
  const normalized = normalizeSdiCode(code);
  return SDI_CODE_PATTERN.test(normalized) && normalized !== DEFAULT_SDI_CODE;
}
