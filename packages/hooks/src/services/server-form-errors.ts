import { isEbsnError } from '@carrello/sdk';

/** A server refusal split for a form: messages under their fields and the rest for the form. */
export interface ServerFormErrors {
  /** First message of each field the server named (`field` of the envelope's errors). */
  fields: Partial<Record<string, string>>;
  /** A message not tied to a field (or the failure's message), if any. */
  form: string | undefined;
}

/**
 * Splits a mutation's error for a form: errors the server tied to a `field` go under that field
 * (docs/requirements/validation.md: the newsletter e-mail shows server errors under the field), the others to the form.
 * @example
 * const { fields, form } = serverFormErrors(subscribe.error);
 * <Field error={fields.email} />
 */
export function serverFormErrors(error: unknown): ServerFormErrors {
  const fields: Partial<Record<string, string>> = {};
  let form: string | undefined;
  if (!isEbsnError(error)) {
    return { fields, form: error instanceof Error ? error.message : undefined };
  }
  for (const message of error.errors) {
    const text = message.error ?? message.warning ?? message.info;
    if (typeof text !== 'string' || text.trim() === '') continue;
    if (message.field) fields[message.field] ??= text;
    else form ??= text;
  }
  // A refusal without any text still has the SDK's generic message.
  if (form === undefined && Object.keys(fields).length === 0) form = error.message;
  return { fields, form };
}
