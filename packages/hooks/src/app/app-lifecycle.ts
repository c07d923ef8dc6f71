import { ORIENTATION_LOCK, RESUME_CHECK_DELAY_MS } from '@carrello/core';

import type { AppPlatform } from './platform';

/** Events of the app's life (docs/requirements/app-shell.md). */
export type AppLifecycleEvent = 'reload' | 'restart' | 'notLoggedIn';

/** Options of {@link createAppLifecycle}. */
export interface AppLifecycleOptions {
  /** The device: web or native shell. */
  platform: AppPlatform;
  /** The configured reload threshold: a resume later than this after the start restarts. */
  restartAfterMs: number;
  /** Address hashes (e.g. `#pagamento`) on which a resume never restarts the app. */
  excludedHashes?: readonly string[];
  /** Whether the shopper is signed in. */
  isAuthenticated: () => boolean;
  /** Reloads the cart (a resume of a signed-in shopper that does not restart). */
  reloadCart: () => unknown;
  /** Updates the authentication (the not-logged-in event). */
  refreshAuth: () => unknown;
  /** Opens the sign-in (the not-logged-in event, after the authentication update). */
  openLogin: () => void;
  /** Restarts the app (the restart event). @default window.location.reload */
  restart?: () => void;
  /** @default window.location.hash */
  currentHash?: () => string;
  /** @default window.innerWidth */
  viewportWidth?: () => number;
  /** @default Date.now */
  now?: () => number;
}

/** The running lifecycle: its events, and `stop`. */
export interface AppLifecycle {
  /** Emits an event to the lifecycle's own rules and to the listeners. */
  emit(event: AppLifecycleEvent): void;
  /** Listens to an event; answers the unsubscribe function. */
  on(event: AppLifecycleEvent, listener: () => void): () => void;
  /** Removes every listener and timer. */
  stop(): void;
}

/**
 * Starts the app lifecycle rules of docs/requirements/app-shell.md on a platform:
 * - a resume is handled after 100 ms: when the time since the last start exceeds
 *   `restartAfterMs` and the address hash is not excluded, the app restarts (restart event);
 *   otherwise the cart reloads when signed in; then the reload event is emitted;
 * - the not-logged-in event updates the authentication, then opens the sign-in;
 * - the restart event reloads the page;
 * - 1500 ms after the start, a screen under 600 px wide is locked to portrait.
 */
export function createAppLifecycle(options: AppLifecycleOptions): AppLifecycle {
  const {
    platform,
    restartAfterMs,
    excludedHashes = [],
    now = Date.now,
    restart = () => window.location.reload(),
    currentHash = () => window.location.hash,
    viewportWidth = () => window.innerWidth,
  } = options;
  const startedAt = now();
  const listeners = new Map<AppLifecycleEvent, Set<() => void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  const later = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, delayMs);
    timers.add(timer);
  };

  const emit = (event: AppLifecycleEvent) => {
    if (stopped) return;
    if (event === 'restart') restart();
    if (event === 'notLoggedIn')
      void Promise.resolve(options.refreshAuth()).then(
        () => !stopped && options.openLogin(),
        () => !stopped && options.openLogin(),
      );
    for (const listener of [...(listeners.get(event) ?? [])]) listener();
  };

  const onResume = () => {
    if (now() - startedAt > restartAfterMs && !excludedHashes.includes(currentHash())) {
      emit('restart');
      return;
    }
    if (options.isAuthenticated()) void options.reloadCart();
    emit('reload');
  };

  const unsubscribe = platform.onResume(() => later(RESUME_CHECK_DELAY_MS, onResume));
  later(ORIENTATION_LOCK.delayMs, () => {
    if (viewportWidth() < ORIENTATION_LOCK.maxWidth) void platform.lockPortrait();
  });

  return {
    emit,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    stop() {
      stopped = true;
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      listeners.clear();
    },
  };
}
