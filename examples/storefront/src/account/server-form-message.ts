import { serverFormErrors } from '@carrello/hooks';

/**
 * The message a refusal shows over the form: the server's own, or else the first one about a
 * field the form does not show (the others go under their fields through `setServerErrors`).
 */
export function serverFormMessage(
  error: unknown,
  placed: Partial<Record<string, readonly string[]>>,
): string | undefined {
  const { fields, form } = serverFormErrors(error);
  if (form) return form;
  const shown = new Set(Object.values(placed).flat());
  return Object.entries(fields).find(([name]) => !shown.has(name))?.[1];
}

/** The server names of a form's fields: each field as it is, and under `person.`. */
export function personServerFields<TName extends string>(
  names: readonly TName[],
): Record<TName, readonly string[]> {
  const fields = {} as Record<TName, readonly string[]>;
  for (const name of names) fields[name] = [`person.${name}`, name];
  return fields;
}
