/**
 * `<html data-app-ready>`: the signal that every control on the page responds (for monitoring,
 * for index.html's script that gives the app what the shopper did before, and for the
 * end-to-end suite). The app's first commit is not always enough: a part of the page the server
 * rendered and the browser hydrates apart (a Suspense boundary whose code is a chunk of its own,
 * like the footer) still has the server's dead controls then. Such a part holds the signal until
 * it is hydrated.
 */

const holds: Promise<unknown>[] = [];
let marked = false;

/**
 * Holds `<html data-app-ready>` until `until` settles (fulfilled or not: a part whose code
 * failed to load does not keep the page from being live). Call it from an effect of the app's
 * first commit: children's effects run before the app's own, which marks the page ready.
 */
export function holdAppReady(until: Promise<unknown>): void {
  if (!marked) holds.push(until);
}

/** Sets `<html data-app-ready>` once every hold has settled. */
export function markAppReady(): void {
  if (marked) return;
  marked = true;
  void Promise.allSettled(holds.splice(0)).then(() => {
    document.documentElement.dataset.appReady = 'true';
  });
}
