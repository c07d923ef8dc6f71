import { useCallback, useState, useSyncExternalStore } from 'react';

/** How long a dismissed banner stays hidden: one day, in ms. */
const NEWS_BANNER_DISMISS_MS = 24 * 60 * 60 * 1000;

/** The part of the Web Storage API the banner needs (sessionStorage by default). */
export type BannerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Options of {@link useNewsBanner}. */
export interface UseNewsBannerOptions {
  /** The header block id: each block is remembered on its own. */
  blockId: number | string;
  /** Where the dismissal is remembered; defaults to `sessionStorage` (docs/requirements/app-shell.md). */
  storage?: BannerStorage | null;
  /** The clock, for tests. */
  now?: () => number;
  /** Called after the banner was dismissed. */
  onDismiss?: () => void;
}

/** The storage key of a block's dismissal. */
export const newsBannerKey = (blockId: number | string) => `carrello.news-banner.${blockId}`;

function defaultStorage(): BannerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isDismissed(storage: BannerStorage | null, key: string, now: number): boolean {
  const saved = Number(storage?.getItem(key) ?? NaN);
  return Number.isFinite(saved) && now - saved < NEWS_BANNER_DISMISS_MS;
}

/** The storage has no change event for this tab: the banner's own dismissal re-renders it. */
const noSubscription = () => () => undefined;

/**
 * Whether a news banner shows: once dismissed it stays hidden for one day (24 hours),
 * remembered per block in session storage (docs/requirements/app-shell.md and constants.md).
 * @example
 * const banner = useNewsBanner({ blockId: 41 });
 * banner.visible && <button onClick={banner.dismiss}>Chiudi</button>
 */
export function useNewsBanner({
  blockId,
  storage,
  now = Date.now,
  onDismiss,
}: UseNewsBannerOptions) {
  const store = storage === undefined ? defaultStorage() : storage;
  const key = newsBannerKey(blockId);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  // The server cannot see the browser's storage: a server-rendered banner shows, and hydrates as
  // rendered, then hides if it was dismissed (a shopper who closed it sees it no more than that).
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => isDismissed(store, key, now()),
    () => false,
  );
  const visible = dismissedKey !== key && !dismissedBefore;
  const dismiss = useCallback(() => {
    try {
      store?.setItem(key, String(now()));
    } catch {
      // A full or blocked storage only means the banner comes back on the next page.
    }
    setDismissedKey(key);
    onDismiss?.();
  }, [store, key, now, onDismiss]);
  return { visible, dismiss };
}
