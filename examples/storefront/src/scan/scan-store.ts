import type { RefObject } from 'react';
import type { BarcodeScanUnavailableReason } from '@carrello/hooks';

/** Why the dialog opens on the typed code: the camera, or the native scanner, cannot scan. */
export type TypedReason = BarcodeScanUnavailableReason;

/** The scan the dialog is asked for: the formats, and whether to open on the typed code. */
export interface ScanRequest {
  readonly formats: readonly string[];
  /** Set when a native scanner failed: the dialog opens the typed-code field with this reason. */
  readonly typed?: TypedReason;
  /**
   * The control that gets the focus back when the dialog closes, when it may be another element
   * by then (the header's scan button is replaced once the full search box has loaded).
   */
  readonly returnFocus?: RefObject<HTMLElement | null>;
}

/** An open scan: its request, and how it answers. */
interface OpenScan extends ScanRequest {
  /** Tells one open scan from the next. */
  readonly id: number;
  readonly settle: (code: string | null) => void;
}

let current: OpenScan | null = null;
let focusTarget: RefObject<HTMLElement | null> | undefined;
let opened = 0;
const listeners = new Set<() => void>();

function publish(next: OpenScan | null) {
  current = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Opens the scan dialog (the web's scanner, and the typed-code fallback of a native one) and
 * answers the code read or typed, or null when the shopper closes it. A scan opened while
 * another is open replaces it; the earlier one answers null.
 */
export function openScanDialog(formats: readonly string[], typed?: TypedReason) {
  return new Promise<string | null>((resolve) => {
    current?.settle(null);
    opened += 1;
    const request: OpenScan = {
      id: opened,
      formats,
      ...(typed ? { typed } : {}),
      ...(focusTarget ? { returnFocus: focusTarget } : {}),
      settle: (code) => {
        if (current === request) publish(null);
        resolve(code);
      },
    };
    publish(request);
  });
}

/**
 * Names the control that gets the focus back when a scan dialog closes (the header's scan
 * button, by a ref that follows it when the lazy search box is replaced by the full one while
 * the dialog is open). Returns the function that takes it back.
 */
export function setScanFocusTarget(target: RefObject<HTMLElement | null>) {
  focusTarget = target;
  return () => {
    if (focusTarget === target) focusTarget = undefined;
  };
}

/** The open scan, for `useSyncExternalStore`. */
export const scanStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
  getServer: () => null,
};
