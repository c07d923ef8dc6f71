// Test support (not exported): fake timers for the hooks that wait (debounce, polling).
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives each test of the calling file or `describe` fake timers, and real timers back after it.
 * The fake timers let real time pass too, so that `waitFor` still works while
 * `vi.advanceTimersByTimeAsync` moves a debounce or an interval on.
 * @example
 * describe('useSuggestions', () => {
 *   withFakeTimersEachTest();
 *   it('asks once typing stops', async () => {
 *     await act(() => vi.advanceTimersByTimeAsync(200));
 *   });
 * });
 */
export function withFakeTimersEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
