// Test support (not exported).

/**
 * A handler awaits `released` before answering, so the test can read the optimistic cache while
 * the request is in flight, then `release()` the answer.
 * @example
 * const answer = holdAnswer();
 * server.use(http.post(path, async () => { await answer.released; return Response.json(ok(cart)); }));
 */
export function holdAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}
