import type { DehydratedState } from '@tanstack/react-query';

/** Id of the `<script type="application/json">` carrying the server's query cache to the page. */
export const QUERY_STATE_ID = 'carrello-query-state';

/** The query cache as JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function serializeQueryState(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The query cache the server rendered the page with, if it rendered it. */
export function readQueryState(doc: Document): DehydratedState | null {
  const element = doc.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as DehydratedState;
}
