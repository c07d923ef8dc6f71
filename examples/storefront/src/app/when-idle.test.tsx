import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAfterIdle, whenIdle } from './when-idle';

function Probe() {
  return <p>{useAfterIdle() ? 'idle' : 'starting'}</p>;
}

describe('whenIdle and useAfterIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, and a cancel before then stops it', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const callback = vi.fn();
    const cancel = whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });

  it('is false until the browser has been idle, then true', async () => {
    vi.useFakeTimers();
    // The test's timers stand for the browser's idle moment.
    render(<Probe />);
    expect(screen.getByText('starting')).toBeTruthy();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
