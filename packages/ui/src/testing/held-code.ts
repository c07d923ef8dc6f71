/**
 * A lazily imported module held back until the test lets it arrive, to act on a widget's
 * placeholder first, as a shopper on a slow network would. Give `load` to `vi.doMock` after
 * `vi.resetModules()`, so that every test imports the module afresh.
 * @example
 * vi.resetModules();
 * code = holdCodeBack();
 * vi.doMock('./profile-menu', code.load);
 * // … act on the placeholder, then:
 * code.arrive();
 */
export interface HeldCode {
  /** The `vi.doMock` factory: counts the request, waits for the code, then gives the real module. */
  load: <T>(importOriginal: () => Promise<T>) => Promise<T>;
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
  return {
    load: async (importOriginal) => {
      requested += 1;
      await gate;
      return importOriginal();
    },
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
