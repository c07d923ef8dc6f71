import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { serverFormErrors } from '@carrello/hooks';

/**
 * Puts a server refusal's field messages under the form's own fields with `setError`, in the
 * form's order, and focuses the first of them (docs/requirements/validation.md: errors the server
 * returns are shown under the field). `fields` names, for each form field, the server fields
 * that land on it; a message tied to no field stays with the mutation's error for the form.
 * @example
 * update.mutate(value, {
 *   onError: (error) => setServerErrors(error, setError, { fidelityCard: ['fidelityCard'] }),
 * });
 */
export function setServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: Partial<Record<Path<TValues>, readonly string[]>>,
): void {
  const server = serverFormErrors(error);
  let focus = true;
  for (const [name, serverNames] of Object.entries(fields) as Array<[Path<TValues>, string[]]>) {
    const message = serverNames.map((serverName) => server.fields[serverName]).find(Boolean);
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
}
