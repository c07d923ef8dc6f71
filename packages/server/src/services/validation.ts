import type { Message } from '../http/envelope';
import { HttpError } from '../http/errors';

/** Headline of a refused form when a schema gives no message. */
const INVALID_DATA = 'Controlla i dati inseriti';

/** What the server needs of a `@carrello/core` zod schema (structural, so no zod import here). */
interface CoreSchema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ message: string; path: PropertyKey[] }> };
      };
}

/**
 * Parses input with a `@carrello/core` schema; on failure throws a 400 envelope whose errors are
 * the schema's Italian messages (docs/requirements/validation.md), each with the field it belongs to.
 */
export function parseWith<T>(schema: CoreSchema<T>, input: unknown, prefix = ''): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages: Message[] = [];
  for (const issue of result.error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (messages.some((m) => m.error === issue.message && m.field === field)) continue;
    messages.push({ error: issue.message, code: 'VALIDATION', ...(field ? { field } : {}) });
  }
  throw new HttpError(400, messages[0]?.error ?? INVALID_DATA, 'VALIDATION', messages);
}
