import { serverFormErrors } from '@carrello/hooks';

import { AlertText } from '../shell/alert-text';

/**
 * The server's message about a refused form as a whole, read out when it appears; the messages
 * about its fields go under them through `setServerErrors`. Nothing while there is none.
 */
export function ServerFormAlert({ error }: { error: unknown }) {
  const { form } = serverFormErrors(error);
  return form ? <AlertText role="alert">{form}</AlertText> : null;
}
