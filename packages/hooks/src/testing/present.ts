// Test support (not exported).

/**
 * `value`, failing the test with `what` when it is null or undefined: a test reads a value it
 * has just waited for without a non-null assertion.
 * @example present(result.current, 'the lifecycle').on('reload', reloaded);
 */
export function present<T>(value: T | null | undefined, what = 'the value'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
