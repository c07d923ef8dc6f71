import type { BarcodeScanUnavailableReason } from '@carrello/hooks';

/** Why the dialog opens on the typed code: the camera, or the native scanner, cannot scan. */
export type TypedReason = BarcodeScanUnavailableReason;

/** The scan the dialog is asked for: the formats, and whether to open on the typed code. */
export interface ScanRequest {
  readonly formats: readonly string[];
  /** Set when a native scanner failed: the dialog opens the typed-code field with this reason. */
  readonly typed?: TypedReason;
}

/** An open scan: its request, and how it answers. */
export interface OpenScan extends ScanRequest {
  /** Tells one open scan from the next. */
  readonly id: number;
  readonly settle: (code: string | null) => void;
}

let current: OpenScan | null = null;
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
      settle: (code) => {
        if (current === request) publish(null);
        resolve(code);
      },
    };
    publish(request);
  });
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
