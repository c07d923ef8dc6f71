import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`, and `initial` before the first pause: the
 * suggestions start from the typed text, an address lookup from `undefined` so that it asks for
 * nothing until the shopper pauses (not exported from the package).
 */
export function useDebouncedValue<T, I>(value: T, delayMs: number, initial: I): T | I {
  const [debounced, setDebounced] = useState<T | I>(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
