import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`; `undefined` until then, so nothing is
 * asked for before the first pause (not exported from the package).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T | undefined {
  const [debounced, setDebounced] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
