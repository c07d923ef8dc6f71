import { useEffect, useState } from 'react';

import { createWebPlatform, detectPlatform, type AppPlatform } from '@carrello/hooks';

import { openScanDialog } from '../scan/scan-store';

/** On the web, a page hidden this long counts as the app going to the background. */
const WEB_MIN_ABSENCE_MS = 60_000;

let web: AppPlatform | undefined;
let native: Promise<AppPlatform> | undefined;

/** The web's platform: its scan is the camera dialog (`src/scan`). */
function webPlatform(): AppPlatform {
  web ??= createWebPlatform({ minAbsenceMs: WEB_MIN_ABSENCE_MS, scanBarcode: openScanDialog });
  return web;
}

/** A Capacitor shell's platform, loaded once (its code is fetched only there). */
function nativePlatform(name: 'ios' | 'android'): Promise<AppPlatform> {
  native ??= import('./native-platform').then((module) => module.loadNativePlatform(name));
  return native;
}

/**
 * The device's platform (the storefront's one adapter): the web one at once; in a
 * Capacitor shell, the native one once its plugins have loaded. The lifecycle rules and the
 * scan button share it.
 */
export function useAppPlatform(): AppPlatform | undefined {
  const [platform, setPlatform] = useState<AppPlatform | undefined>(() =>
    detectPlatform() === 'web' ? webPlatform() : undefined,
  );
  useEffect(() => {
    const name = detectPlatform();
    if (name === 'web') return;
    let cancelled = false;
    void nativePlatform(name).then((loaded) => {
      if (!cancelled) setPlatform(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return platform;
}
