import { useMemo, type Ref, type RefCallback } from 'react';

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value) ?? undefined;
  if (ref) (ref as { current: T | null }).current = value;
}

/**
 * One ref callback that sets every given ref (callback or object), as an element needs when
 * both a widget and its caller hold a ref to it: the kit's one ref-merge helper, the floating
 * widgets included (a widget without a floating part must not bring Floating UI into a page's
 * first load for it). Callback refs that return a cleanup (React 19) are cleaned up when the
 * element goes. Up to four refs.
 * @example
 * const ref = useComposedRefs(forwardedRef, localRef);
 */
export function useComposedRefs<T>(
  first?: Ref<T>,
  second?: Ref<T>,
  third?: Ref<T>,
  fourth?: Ref<T>,
): RefCallback<T> {
  // A new callback only when a ref changes: React then detaches the old one and attaches this.
  return useMemo(() => composeRefs(first, second, third, fourth), [first, second, third, fourth]);
}

/** {@link useComposedRefs} outside a component. */
function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // React 19 runs the cleanup a ref callback returns; React 18 ignores it and calls the callback
  // with null instead. Keeping the cleanups here gives the composed refs the 19 behaviour on both.
  let cleanups: Array<void | (() => void)> = [];
  const detach = () => {
    refs.forEach((ref, index) => {
      const cleanup = cleanups[index];
      if (typeof cleanup === 'function') cleanup();
      else setRef(ref, null);
    });
    cleanups = [];
  };
  return (value) => {
    if (value === null) {
      detach();
      return undefined;
    }
    cleanups = refs.map((ref) => setRef(ref, value));
    // No cleanup goes back to React: 18 warns about one ("A callback ref should not return a
    // function"), and both versions call a ref that returned nothing with null, which detaches.
    return undefined;
  };
}
