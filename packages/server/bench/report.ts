/** What the benchmarks print: figures per target or call, on stdout. */

/** The figures of one target or call over a run. */
export interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Writes a line to stdout. */
export function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}

/** The `p`th percentile (nearest rank) of sorted values; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
