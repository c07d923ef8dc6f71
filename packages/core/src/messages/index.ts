// The validation messages of the schemas (docs/requirements/validation.md); their Italian text lives in the
// catalogue (`./it`), with every other Italian string of the kit.
import { validation } from './it';

/** Italian validation messages used by every schema of the package. */
export const validationMessages = validation;

/** The shape of the messages object: one Italian string per rule. */
export type ValidationMessages = { readonly [K in keyof typeof validationMessages]: string };

/** Returns the default messages with a brand's overrides applied on top. */
export function resolveMessages(overrides: Partial<ValidationMessages> = {}): ValidationMessages {
  return { ...validationMessages, ...overrides };
}
