import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { serverFormErrors } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';

/**
 * The message of a refusal for a wrong current password (HTTP 401): it belongs under the current
 * password's field, not over the form.
 */
export function wrongCurrentPassword(error: unknown): string | undefined {
  return isEbsnError(error) && error.httpStatus === 401 ? serverFormErrors(error).form : undefined;
}

/**
 * Puts the refusal of a wrong current password under that field, `name`, and focuses it, when the
 * server tied no message of its own to the field.
 */
export function setWrongCurrentPassword<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  name: Path<TValues>,
): void {
  const wrong = wrongCurrentPassword(error);
  if (wrong && !serverFormErrors(error).fields[name])
    setError(name, { type: 'server', message: wrong }, { shouldFocus: true });
}
