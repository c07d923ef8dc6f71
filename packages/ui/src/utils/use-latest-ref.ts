import { useRef } from 'react';

import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * A ref that holds the value of the last committed render, for handlers, timers and effects that
 * must call the newest callback without re-subscribing when it changes. It is written after the
 * render commits (a render may be thrown away), never while rendering.
 * @example
 * const onDoneRef = useLatestRef(onDone);
 * useEffect(() => { const timer = setTimeout(() => onDoneRef.current(), ms); … }, [ms]);
 */
export function useLatestRef<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
