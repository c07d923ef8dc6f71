import { render } from '@testing-library/react';
import { createRef, forwardRef, useRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useComposedRefs } from './use-composed-refs';

const Field = forwardRef<HTMLInputElement, { inner: Ref<HTMLInputElement> }>(function Field(
  { inner },
  ref,
) {
  const local = useRef<HTMLInputElement>(null);
  return <input aria-label="Campo" ref={useComposedRefs(local, inner, ref)} />;
});

describe('useComposedRefs', () => {
  it('gives the element to every ref, and takes it back when the element goes', () => {
    const objectRef = createRef<HTMLInputElement>();
    const callbackRef = vi.fn();
    const { getByRole, unmount } = render(<Field inner={callbackRef} ref={objectRef} />);
    const input = getByRole('textbox', { name: 'Campo' });
    expect(objectRef.current).toBe(input);
    expect(callbackRef).toHaveBeenLastCalledWith(input);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it('runs the cleanup a callback ref returns instead of calling it with null', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const { unmount } = render(<Field inner={callbackRef} ref={null} />);
    expect(callbackRef).toHaveBeenCalledTimes(1);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callbackRef).toHaveBeenCalledTimes(1);
    // React 18 warns when a callback ref returns a function; the composed ref never does.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
