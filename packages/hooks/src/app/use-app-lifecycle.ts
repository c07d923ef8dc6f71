import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { cartKeys } from '../cart/cart-keys';
import { sessionKeys } from '../session/session-keys';
import { useSession } from '../session/use-session';
import { createAppLifecycle, type AppLifecycle } from './app-lifecycle';
import type { AppPlatform } from './platform';

/** Options of {@link useAppLifecycle}. */
export interface UseAppLifecycleOptions {
  /** The device (`createWebPlatform()`, `createCapacitorPlatform(...)`); none: rules off. */
  platform: AppPlatform | undefined;
  /** The configured reload threshold, in ms (docs/requirements/app-shell.md). */
  restartAfterMs: number;
  /** Address hashes on which a resume never restarts. */
  excludedHashes?: readonly string[];
  /** Opens the sign-in after a not-logged-in event. */
  openLogin: () => void;
  /** Restarts the app. @default window.location.reload */
  restart?: () => void;
}

/**
 * Runs the app lifecycle rules of docs/requirements/app-shell.md ({@link createAppLifecycle}) while mounted, with
 * the session and the cart of the query cache: a resume reloads the cart of a signed-in
 * shopper, and the not-logged-in event updates the session before opening the sign-in.
 * Answers the lifecycle (to emit `notLoggedIn` or listen to `reload`), once started.
 * @example
 * const lifecycle = useAppLifecycle({ platform, restartAfterMs: 30 * 60_000, openLogin });
 */
export function useAppLifecycle(options: UseAppLifecycleOptions): AppLifecycle | undefined {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const isAuthenticated = session?.isAuthenticated ?? false;
  // The lifecycle's callbacks read the newest options and session: written once each render
  // commits (before the effect below starts the lifecycle), never while rendering.
  const latest = useRef({ options, isAuthenticated });
  useEffect(() => {
    latest.current = { options, isAuthenticated };
  });
  const [lifecycle, setLifecycle] = useState<AppLifecycle>();
  const { platform, restartAfterMs } = options;

  useEffect(() => {
    if (!platform) return;
    const started = createAppLifecycle({
      platform,
      restartAfterMs,
      excludedHashes: latest.current.options.excludedHashes ?? [],
      isAuthenticated: () => latest.current.isAuthenticated,
      reloadCart: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      refreshAuth: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      openLogin: () => latest.current.options.openLogin(),
      restart: () => (latest.current.options.restart ?? (() => window.location.reload()))(),
    });
    setLifecycle(started);
    return () => started.stop();
  }, [platform, restartAfterMs, queryClient]);

  return lifecycle;
}
