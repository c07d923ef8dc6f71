import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { shouldOfferUpdate, updateUrlFor } from '@carrello/core';
import type { VersionInfo } from '@carrello/sdk';

import { useCarrelloContext } from '../provider';
import { appQueries } from './app-queries';

/** Options of {@link useVersionCheck}. */
export interface UseVersionCheckOptions {
  /** The running app version, e.g. `3.3.1`. */
  currentVersion: string;
  /** Milliseconds between checks (docs/requirements/constants.md: from configuration). */
  intervalMs: number;
  /**
   * Whether to check.
   * @default true
   */
  enabled?: boolean;
  /**
   * The current address; an address that already contains the latest version needs no update.
   * @default window.location.href, read at each check
   */
  currentUrl?: string;
  /**
   * Sends the browser to the update address.
   * @default (url) => window.location.assign(url)
   */
  openUrl?: (url: string) => void;
}

/** What {@link useVersionCheck} gives. */
export interface UseVersionCheckReturn {
  /** Whether to show the update-available dialog. */
  updateAvailable: boolean;
  /** The latest version (number, description, update URL) once a check answered. */
  lastVersion: VersionInfo['lastVersion'] | undefined;
  /** Sends the browser to the update URL, with the device platform in place of `{platform}`. */
  confirmUpdate: () => void;
  /** Closes the dialog; the check stays stopped. */
  dismiss: () => void;
}

function addressOf(currentUrl: string | undefined): string {
  if (currentUrl !== undefined) return currentUrl;
  return typeof window === 'undefined' ? '' : window.location.href;
}

function assignLocation(url: string) {
  window.location.assign(url);
}

/**
 * Checks every `intervalMs` whether a newer app version is published (docs/requirements/app-shell.md): when the latest
 * is newer and the current address does not contain it, the check stops and `updateAvailable`
 * turns true. Check errors are ignored: nothing is notified and the next tick checks again.
 * @example
 * const update = useVersionCheck({ currentVersion: APP_VERSION, intervalMs: 5 * 60_000 });
 * <UpdateDialog
 *   open={update.updateAvailable}
 *   version={update.lastVersion?.version}
 *   onConfirm={update.confirmUpdate}
 *   onOpenChange={(open) => !open && update.dismiss()}
 * />
 */
export function useVersionCheck({
  currentVersion,
  intervalMs,
  enabled = true,
  currentUrl,
  openUrl = assignLocation,
}: UseVersionCheckOptions): UseVersionCheckReturn {
  const { client, platform } = useCarrelloContext();
  const [dismissed, setDismissed] = useState(false);

  const offersUpdate = (data: VersionInfo | undefined) =>
    data !== undefined &&
    shouldOfferUpdate({
      current: currentVersion,
      latest: data.lastVersion.version,
      currentUrl: addressOf(currentUrl),
    });

  const { data } = useQuery({
    ...appQueries.version(client, platform, currentVersion),
    // docs/requirements/app-shell.md: once an update is found the check stops.
    refetchInterval: (query) => (offersUpdate(query.state.data) ? false : intervalMs),
    enabled: (query) => enabled && !offersUpdate(query.state.data),
  });

  const found = offersUpdate(data);
  const lastVersion = data?.lastVersion;
  return {
    updateAvailable: found && !dismissed,
    lastVersion,
    confirmUpdate: () => {
      // docs/requirements/app-shell.md: the update URL gets the device platform in place of {platform}.
      if (lastVersion) openUrl(updateUrlFor(lastVersion.url, platform));
    },
    dismiss: () => setDismissed(true),
  };
}
