import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

import { isSignedInUser } from '@carrello/core';
import {
  detectPlatform,
  sessionQueries,
  useAppLifecycle,
  useCarrelloClient,
  useSignedInUser,
  useVersionCheck,
  type AppLifecycle as RunningLifecycle,
} from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';

import { useCurrentPlace } from '../app/current-router';
import { loginPath } from '../app/route-context';
import { saveFormDrafts } from '../forms/form-drafts';
import { applyWebUpdate, registerServiceWorker } from '../app/service-worker';
import { useAfterIdle } from '../app/when-idle';
import { useAppPlatform } from './app-platform';

const AppUpdate = lazy(() => import('./app-update'));

/**
 * Milliseconds between two version checks (docs/requirements/constants.md: from configuration):
 * `VITE_VERSION_CHECK_INTERVAL_MS`, five minutes by default.
 */
const VERSION_CHECK_INTERVAL_MS =
  Number(import.meta.env.VITE_VERSION_CHECK_INTERVAL_MS) || 5 * 60_000;

/**
 * The configured reload threshold (docs/requirements/app-shell.md): a resume this long after the app started restarts
 * it. `VITE_APP_RESTART_AFTER_MS`, thirty minutes by default.
 */
export const APP_RESTART_AFTER_MS =
  Number(import.meta.env.VITE_APP_RESTART_AFTER_MS) || 30 * 60_000;

/** Address hashes on which a resume never restarts (none in history mode). */
const NO_RESTART_HASHES: readonly string[] = [];

/**
 * Emits the not-logged-in event (docs/requirements/app-shell.md) when the API refuses a call of a shopper the app
 * believes signed in with HTTP 401: the session ended elsewhere (expired, signed out on another
 * device). The lifecycle then updates the session and opens the sign-in.
 */
function useNotLoggedInEvent(
  lifecycle: RunningLifecycle | undefined,
  queryClient: QueryClient,
  signedIn: boolean,
) {
  const client = useCarrelloClient();
  useEffect(() => {
    if (!lifecycle || !signedIn) return;
    let emitted = false;
    let checking = false;
    const signedOut = () => {
      if (emitted) return;
      emitted = true;
      // What the shopper was typing waits for them behind the sign-in.
      saveFormDrafts();
      lifecycle.emit('notLoggedIn');
    };
    const onError = (error: unknown) => {
      if (emitted || checking || !isEbsnError(error) || error.httpStatus !== 401) return;
      // A 401 also refuses a password typed in a form (a wrong current password on the e-mail
      // or password change): only a session the server no longer knows opens the sign-in, so
      // the form the shopper was filling stays as it was.
      checking = true;
      queryClient
        .fetchQuery({ ...sessionQueries.current(client), staleTime: 0 })
        .then(
          (session) => {
            if (!isSignedInUser(session.user)) signedOut();
          },
          (failure: unknown) => {
            if (isEbsnError(failure) && failure.httpStatus === 401) signedOut();
          },
        )
        .finally(() => {
          checking = false;
        });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [lifecycle, queryClient, client, signedIn]);
}

/**
 * The app shell's life (docs/requirements/app-shell.md): the service worker, the version check with its
 * update dialog and upgrade card, and the lifecycle rules (resume, restart, sign-in, portrait).
 */
export function AppLifecycle() {
  const navigate = useNavigate();
  const location = useLocation();
  // The sign-in returns to where the shopper was going: a navigation under way when the session
  // is found ended (a failed save that leads to its error page) is the page to come back to. It
  // is read when the sign-in opens: the last render may not have the navigation yet.
  const place = useCurrentPlace(useNavigation().location ?? location);
  const platform = useAppPlatform();
  const web = detectPlatform() === 'web';

  useEffect(registerServiceWorker, []);

  const lifecycle = useAppLifecycle({
    platform,
    restartAfterMs: APP_RESTART_AFTER_MS,
    excludedHashes: NO_RESTART_HASHES,
    openLogin: () => void navigate(loginPath(place())),
  });
  const queryClient = useQueryClient();
  const signedIn = useSignedInUser() !== undefined;
  useNotLoggedInEvent(lifecycle, queryClient, signedIn);

  // The first check waits until the page is idle: nothing on the page needs it to start.
  const idle = useAfterIdle();
  const update = useVersionCheck({
    currentVersion: __APP_VERSION__,
    enabled: idle,
    intervalMs: VERSION_CHECK_INTERVAL_MS,
    // On the web "update" is the new service worker taking over; a native shell goes to its
    // store page, the update address with the platform in place of {platform}.
    ...(web ? { openUrl: () => void applyWebUpdate() } : {}),
  });

  const last = update.lastVersion;
  const [later, setLater] = useState(false);
  if (!last || !(update.updateAvailable || later)) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdate
        currentVersion={__APP_VERSION__}
        version={last.version}
        description={last.description}
        dialogOpen={update.updateAvailable}
        onLater={() => {
          setLater(true);
          update.dismiss();
        }}
        onUpdate={update.confirmUpdate}
      />
    </Suspense>
  );
}
