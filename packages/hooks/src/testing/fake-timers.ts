// Test support (not exported): fake timers for the hooks that wait (debounce, polling, delays).
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives each test of the calling file or `describe` fake timers (`vi.useFakeTimers(config)`),
 * and real timers back after it. With `{ shouldAdvanceTime: true }` real time passes too, so that
 * `waitFor` still works while `vi.advanceTimersByTimeAsync` moves a debounce or an interval on.
 * @example
 * describe('useSuggestions', () => {
 *   withFakeTimersEachTest({ shouldAdvanceTime: true });
 *   it('asks once typing stops', async () => {
 *     await act(() => vi.advanceTimersByTimeAsync(200));
 *   });
 * });
 */
export function withFakeTimersEachTest(config?: Parameters<typeof vi.useFakeTimers>[0]) {
  beforeEach(() => {
    vi.useFakeTimers(config);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
