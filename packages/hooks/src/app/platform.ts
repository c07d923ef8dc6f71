import type { CarrelloPlatform } from '../provider';

/**
 * What the storefront needs of the device it runs on (docs/requirements/app-shell.md): the web, or a native shell
 * (Capacitor). The kit ships {@link createWebPlatform} and {@link createCapacitorPlatform}; a
 * test passes a fake.
 */
export interface AppPlatform {
  /** The platform the version check names (`{platform}` of the update address). */
  readonly name: CarrelloPlatform;
  /** Whether the search box can offer the barcode scan button (docs/requirements/app-shell.md: in the mobile app). */
  readonly canScanBarcodes: boolean;
  /** The installed app's version (native shells), or undefined on the web. */
  appVersion(): Promise<string | undefined>;
  /**
   * Calls `listener` when the app comes back to the foreground: a native resume, or on the web
   * the page shown again after a long absence. Answers the unsubscribe function.
   */
  onResume(listener: () => void): () => void;
  /** Locks the screen to portrait; fails silently where the device cannot. */
  lockPortrait(): Promise<void>;
  /** Scans a barcode with the camera (native shells with a scanner plugin). */
  scanBarcode?: (formats: readonly string[]) => Promise<string | null>;
}

/** Options of {@link createWebPlatform}. */
export interface WebPlatformOptions {
  /**
   * How long the page must have been hidden for its return to count as a resume.
   * @default 60_000
   */
  minAbsenceMs?: number;
  /** The clock. @default Date.now */
  now?: () => number;
  /** @default window */
  window?: Window;
  /**
   * The web's barcode scan (e.g. a camera dialog with the browser's `BarcodeDetector`): with
   * it, the platform offers the scan button.
   */
  scanBarcode?: (formats: readonly string[]) => Promise<string | null>;
}

/**
 * The web implementation: a resume is the page becoming visible again (`visibilitychange`) or
 * shown from the back-forward cache (`pageshow` with `persisted`) after `minAbsenceMs` hidden.
 * Portrait lock goes through the Screen Orientation API, which browsers allow only to installed
 * or full-screen apps (the manifest asks for portrait too).
 */
export function createWebPlatform(options: WebPlatformOptions = {}): AppPlatform {
  const { minAbsenceMs = 60_000, now = Date.now, scanBarcode } = options;
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  return {
    name: 'web',
    canScanBarcodes: scanBarcode !== undefined,
    ...(scanBarcode ? { scanBarcode } : {}),
    appVersion: () => Promise.resolve(undefined),
    onResume(listener) {
      if (!win) return () => {};
      const doc = win.document;
      let hiddenSince: number | null = doc.visibilityState === 'hidden' ? now() : null;
      const back = () => {
        if (hiddenSince === null) return;
        const away = now() - hiddenSince;
        hiddenSince = null;
        if (away >= minAbsenceMs) listener();
      };
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') hiddenSince = now();
        else back();
      };
      const onPageHide = () => {
        hiddenSince = now();
      };
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) back();
      };
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', onPageHide);
      win.addEventListener('pageshow', onPageShow);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('pagehide', onPageHide);
        win.removeEventListener('pageshow', onPageShow);
      };
    },
    async lockPortrait() {
      const orientation = win?.screen.orientation as
        (ScreenOrientation & { lock?: (orientation: string) => Promise<void> }) | undefined;
      try {
        await orientation?.lock?.('portrait');
      } catch {
        // Not installed, not full screen, or a desktop: the browser refuses; nothing to do.
      }
    },
  };
}

/** What {@link createCapacitorPlatform} uses of `@capacitor/app`. */
export interface CapacitorAppPlugin {
  getInfo(): Promise<{ version: string }>;
  addListener(
    event: 'resume',
    listener: () => void,
  ): Promise<{ remove: () => Promise<void> | void }>;
}

/** What {@link createCapacitorPlatform} uses of `@capacitor/screen-orientation`. */
export interface CapacitorScreenOrientationPlugin {
  lock(options: { orientation: 'portrait' }): Promise<void>;
}

/** A barcode scanner plugin, adapted to one call (e.g. `@capacitor-mlkit/barcode-scanning`). */
export type CapacitorBarcodeScan = (formats: readonly string[]) => Promise<string | null>;

/** Why a native scanner cannot scan: {@link BarcodeScanUnavailableError}'s `reason`. */
export type BarcodeScanUnavailableReason = 'unsupported' | 'denied' | 'installing';

/**
 * A scanner that cannot open: no camera or scanner on the device, the camera permission refused,
 * or (Android) the Google scanner module still installing. The app offers the typed code instead.
 */
export class BarcodeScanUnavailableError extends Error {
  readonly reason: BarcodeScanUnavailableReason;
  constructor(reason: BarcodeScanUnavailableReason) {
    super(`Barcode scan unavailable: ${reason}`);
    this.name = 'BarcodeScanUnavailableError';
    this.reason = reason;
  }
}

/**
 * What {@link createMlKitBarcodeScan} uses of `BarcodeScanner` (`@capacitor-mlkit/barcode-scanning`).
 * The format names are the required ones (`EAN_13`, `CODE_128`, ...), which are the plugin's own values.
 */
export interface MlKitBarcodeScannerPlugin {
  isSupported(): Promise<{ supported: boolean }>;
  checkPermissions(): Promise<{ camera: string }>;
  requestPermissions(): Promise<{ camera: string }>;
  scan(options?: { formats?: string[] }): Promise<{ barcodes: { rawValue?: string }[] }>;
  /** Android only. */
  isGoogleBarcodeScannerModuleAvailable?(): Promise<{ available: boolean }>;
  /** Android only. */
  installGoogleBarcodeScannerModule?(): Promise<void>;
}

/**
 * Adapts ML Kit's scanner (`@capacitor-mlkit/barcode-scanning`) to the platform's one call: it
 * checks the device, asks the camera permission on iOS (Android's Google scanner needs none, but
 * its module, when missing, is installed and the scan refused meanwhile), scans the given
 * formats and answers the first code, or null when the shopper cancels. A scanner that cannot
 * open throws {@link BarcodeScanUnavailableError}.
 * @example
 * const { BarcodeScanner } = await import('@capacitor-mlkit/barcode-scanning');
 * createCapacitorPlatform({ platform, app: App, scanBarcode: createMlKitBarcodeScan(BarcodeScanner, platform) });
 */
export function createMlKitBarcodeScan(
  scanner: MlKitBarcodeScannerPlugin,
  platform: 'ios' | 'android',
): CapacitorBarcodeScan {
  return async (formats) => {
    if (!(await scanner.isSupported()).supported)
      throw new BarcodeScanUnavailableError('unsupported');
    if (platform === 'android' && scanner.isGoogleBarcodeScannerModuleAvailable) {
      const { available } = await scanner.isGoogleBarcodeScannerModuleAvailable();
      if (!available) {
        await scanner.installGoogleBarcodeScannerModule?.();
        throw new BarcodeScanUnavailableError('installing');
      }
    } else {
      let { camera } = await scanner.checkPermissions();
      if (camera !== 'granted' && camera !== 'limited')
        ({ camera } = await scanner.requestPermissions());
      if (camera !== 'granted' && camera !== 'limited')
        throw new BarcodeScanUnavailableError('denied');
    }
    try {
      const { barcodes } = await scanner.scan({ formats: [...formats] });
      return barcodes.find((barcode) => barcode.rawValue)?.rawValue ?? null;
    } catch (error) {
      // Closing the scanner rejects with "scan canceled." (Android) or "canceled" (iOS).
      if (error instanceof Error && /cancel/i.test(error.message)) return null;
      throw error;
    }
  };
}

/** Options of {@link createCapacitorPlatform}. */
export interface CapacitorPlatformOptions {
  /** `Capacitor.getPlatform()`: `ios` or `android`. */
  platform: 'ios' | 'android';
  /** `App` of `@capacitor/app`. */
  app: CapacitorAppPlugin;
  /** `ScreenOrientation` of `@capacitor/screen-orientation`. */
  screenOrientation?: CapacitorScreenOrientationPlugin;
  /** The scan of a barcode plugin, when the app has one. */
  scanBarcode?: CapacitorBarcodeScan;
}

/**
 * The Capacitor implementation. The kit imports no Capacitor package: the app passes the
 * plugins it loaded (`@capacitor/app`, `@capacitor/screen-orientation`: optional peer
 * dependencies), only when it runs in a native shell, so a web-only chain pays nothing.
 * @example
 * if (isNativeShell()) {
 *   const [{ App }, { ScreenOrientation }] = await Promise.all([
 *     import('@capacitor/app'),
 *     import('@capacitor/screen-orientation'),
 *   ]);
 *   platform = createCapacitorPlatform({ platform: nativePlatformName(), app: App, screenOrientation: ScreenOrientation });
 * }
 */
export function createCapacitorPlatform(options: CapacitorPlatformOptions): AppPlatform {
  const { app, screenOrientation, scanBarcode } = options;
  return {
    name: options.platform,
    canScanBarcodes: scanBarcode !== undefined,
    appVersion: async () => (await app.getInfo()).version,
    onResume(listener) {
      let removed = false;
      let remove: (() => Promise<void> | void) | undefined;
      void app.addListener('resume', listener).then((handle) => {
        if (removed) void handle.remove();
        else remove = handle.remove;
      });
      return () => {
        removed = true;
        void remove?.();
      };
    },
    async lockPortrait() {
      try {
        await screenOrientation?.lock({ orientation: 'portrait' });
      } catch {
        // A tablet build may refuse the lock; the app keeps working in landscape.
      }
    },
    ...(scanBarcode ? { scanBarcode } : {}),
  };
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

/**
 * The platform the page runs on: `ios` or `android` inside a Capacitor shell, else `web`.
 * Reads the `Capacitor` global the native shell injects; imports nothing.
 */
export function detectPlatform(win: unknown = typeof window === 'undefined' ? undefined : window) {
  const capacitor = (win as { Capacitor?: CapacitorGlobal } | undefined)?.Capacitor;
  if (!capacitor?.isNativePlatform?.()) return 'web' as const;
  const name = capacitor.getPlatform?.();
  return name === 'ios' || name === 'android' ? name : ('web' as const);
}
