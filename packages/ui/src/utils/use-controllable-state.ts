import { useCallback, useState } from 'react';
import { useLatestRef } from './use-latest-ref';

/** Options of {@link useControllableState}: the controlled triplet of a component. */
export interface UseControllableStateOptions<T> {
  /** The controlled value; when defined the component does not keep its own state. */
  value: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called when the value should change. */
  onChange?: ((next: T) => void) | undefined;
}

/** Supports `value/defaultValue/onValueChange` style triplets for every component. */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : inner;
  const onChangeRef = useLatestRef(onChange);
  const currentRef = useLatestRef(current);
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      if (!isControlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [isControlled, currentRef, onChangeRef],
  );
  return [current, setValue];
}
