import { serverFormErrors } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';

/**
 * The message of a refusal for a wrong current password (HTTP 401): it belongs under the current
 * password's field, not over the form.
 */
export function wrongCurrentPassword(error: unknown): string | undefined {
  return isEbsnError(error) && error.httpStatus === 401 ? serverFormErrors(error).form : undefined;
}
