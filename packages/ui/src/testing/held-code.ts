import { act, waitFor } from '@testing-library/react';

/**
 * A lazily imported module held back until the test lets it arrive, to act on a widget's
 * placeholder first, as a shopper on a slow network would. Give `load` to `vi.doMock` after
 * `vi.resetModules()`, so that every test imports the module afresh.
 * @example
 * vi.resetModules();
 * code = holdCodeBack();
 * vi.doMock('./profile-menu', code.load);
 * // … act on the placeholder, then check that it is still what the shopper acts on:
 * await code.held();
 * code.arrive();
 */
export interface HeldCode {
  /** The `vi.doMock` factory: counts the request, loads the real module, gives it once let through. */
  load: <T>(importOriginal: () => Promise<T>) => Promise<T>;
  /**
   * Waits until the code was asked for and has loaded behind the hold, then lets the page take
   * in what the load gave it: had the hold let the code through, the full widget would be on
   * the page by then. Check after it that the placeholder is still what the shopper acts on.
   */
  held: () => Promise<void>;
  /** Lets every pending promise and render settle: check `requested` after it, not at once. */
  settle: () => Promise<void>;
  /** Lets the held code arrive. */
  arrive: () => void;
  /** Fails the held load, as a lost network does. */
  fail: (error: Error) => void;
  /** Lets every later load arrive at once: the network is back. */
  arriveFromNowOn: () => void;
  /** How many times the code was asked for. */
  readonly requested: number;
}

/** Holds the next load of a module back; see {@link HeldCode}. */
export function holdCodeBack(): HeldCode {
  let resolveGate: () => void = () => undefined;
  let rejectGate: (error: Error) => void = () => undefined;
  let gate = new Promise<void>((resolve, reject) => {
    resolveGate = resolve;
    rejectGate = reject;
  });
  // Marked as handled here: a test that fails the load checks what the shopper sees instead.
  gate.catch(() => undefined);
  let requested = 0;
  let loaded: Promise<unknown> | undefined;
  const settle = async () => {
    await act(async () => {
      await loaded;
      // A macrotask: every promise the load could settle has settled.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    });
  };
  return {
    load: async (importOriginal) => {
      requested += 1;
      const original = importOriginal();
      loaded = original;
      await gate;
      return original;
    },
    held: async () => {
      await waitFor(() => {
        if (loaded === undefined) throw new Error('The held code was not asked for.');
      });
      await settle();
    },
    settle,
    arrive: () => resolveGate(),
    fail: (error) => rejectGate(error),
    arriveFromNowOn: () => {
      gate = Promise.resolve();
    },
    get requested() {
      return requested;
    },
  };
}
