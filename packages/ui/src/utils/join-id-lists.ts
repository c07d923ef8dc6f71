/** Joins space-separated id lists, each id once, in order; `undefined` when none is left. */
export function joinIdLists(...lists: unknown[]): string | undefined {
  const ids = lists.flatMap((list) => (typeof list === 'string' ? list.split(/\s+/) : []));
  return [...new Set(ids.filter(Boolean))].join(' ') || undefined;
}
