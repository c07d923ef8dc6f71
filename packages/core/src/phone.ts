// Mobile phone numbers (docs/requirements/validation.md "Mobile phone"). The mobile build of libphonenumber-js
// only knows mobile patterns, so landlines fail; the default build would accept them.

import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/mobile';
import { DEFAULT_PHONE_PREFIX } from './constants';

/** How `normalizeMobilePhone` writes a number. */
export type MobilePhoneFormat = 'E.164' | 'national';

function callingCodeOf(prefix: string): string {
  return prefix.replace(/\D/g, '').replace(/^00/, '');
}

function parseMobilePhone(number: string, prefix: string): PhoneNumber | undefined {
  const callingCode = callingCodeOf(prefix);
  const trimmed = number.trim();
  if (trimmed === '' || callingCode === '') return undefined;
  // A number written with "00" is international, like one written with "+".
  const text = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  let parsed: PhoneNumber | undefined;
  try {
    parsed = parsePhoneNumberFromString(text, { defaultCallingCode: callingCode });
  } catch {
    // libphonenumber-js throws on a calling code it does not know (+999) instead of answering.
    return undefined;
  }
  if (parsed === undefined || !parsed.isValid()) return undefined;
  // A number typed with its own "+" must agree with the chosen prefix.
  if (parsed.countryCallingCode !== callingCode) return undefined;
  return parsed;
}

/** Whether a number is a valid mobile number for a calling-code prefix, written nationally or with its own prefix. */
export function isValidMobilePhone(number: string, prefix: string = DEFAULT_PHONE_PREFIX): boolean {
  return parseMobilePhone(number, prefix) !== undefined;
}

/** Returns a valid mobile number in E.164 (`+393331234567`) or as national digits (`3331234567`); null when invalid. */
export function normalizeMobilePhone(
  number: string,
  prefix: string = DEFAULT_PHONE_PREFIX,
  format: MobilePhoneFormat = 'E.164',
): string | null {
  const parsed = parseMobilePhone(number, prefix);
  if (parsed === undefined) return null;
  return format === 'E.164' ? parsed.number : parsed.nationalNumber;
}
