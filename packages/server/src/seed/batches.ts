/**
 * Runs `insert` on consecutive slices of `rows`, at most `size` rows each: one statement may bind
 * at most 65,535 parameters in PostgreSQL, so `size` times the columns of a row stays below that.
 */
export async function inBatches<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
