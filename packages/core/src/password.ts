// The password policy of Carrello accounts: one list of rules, shown to the shopper before
// typing and checked the same way in the browser and on the server.
import { passwordRules } from './messages/it';

/** Shortest and longest password accepted (the contract's `minLength` and `maxLength`). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** One rule of the password policy. */
export interface PasswordRule {
  /** Stable id of the rule (`minLength`, `letter`, `digit`). */
  id: keyof typeof passwordRules;
  /** Italian text of the rule, e.g. "Almeno 8 caratteri". */
  label: string;
  /** Whether a password satisfies the rule. */
  test: (password: string) => boolean;
}

/** The rules of the password policy, in the order they are shown. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    label: passwordRules.minLength,
    test: (password) => password.length >= PASSWORD_LENGTH.min,
  },
  { id: 'letter', label: passwordRules.letter, test: (password) => /\p{L}/u.test(password) },
  { id: 'digit', label: passwordRules.digit, test: (password) => /\d/.test(password) },
];

/**
 * Checks each rule of the policy against a password.
 * @example passwordRuleResults('Spesa') // [{ id: 'minLength', met: false, ... }, ...]
 */
export function passwordRuleResults(
  password: string,
): Array<{ id: PasswordRule['id']; label: string; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.test(password),
  }));
}

/** Whether a password meets every rule of the policy and the length limits. */
export function isValidPassword(password: string): boolean {
  return (
    password.length <= PASSWORD_LENGTH.max && PASSWORD_RULES.every((rule) => rule.test(password))
  );
}
