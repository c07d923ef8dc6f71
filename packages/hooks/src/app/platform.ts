import type { CarrelloPlatform } from '../provider';

/**
 * What the storefront needs of the device it runs on (spec 4.5): the web, or a native shell
 * (Capacitor). The kit ships {@link createWebPlatform} and {@link createCapacitorPlatform}; a
 * test passes a fake.
 */
export interface AppPlatform {
  /** The platform the version check names (`{platform}` of the update address). */
  readonly name: CarrelloPlatform;
  /** Whether the search box can offer the barcode scan button (spec 2.3: in the mobile app). */
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
}

/**
 * The web implementation: a resume is the page becoming visible again (`visibilitychange`) or
 * shown from the back-forward cache (`pageshow` with `persisted`) after `minAbsenceMs` hidden.
 * Portrait lock goes through the Screen Orientation API, which browsers allow only to installed
 * or full-screen apps (the manifest asks for portrait too).
 */
export function createWebPlatform(options: WebPlatformOptions = {}): AppPlatform {
  const { minAbsenceMs = 60_000, now = Date.now } = options;
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  return {
    name: 'web',
    canScanBarcodes: false,
    appVersion: async () => undefined,
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
      const orientation = win?.screen?.orientation as
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
