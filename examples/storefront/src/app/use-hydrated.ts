import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and in the render that hydrates the server's HTML, true from the render
 * after it (and at once in a component first mounted later). What only the browser knows (the
 * address bar, this tab's storage, a dialog's lazy module) is read or mounted from then on, so the
 * hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
