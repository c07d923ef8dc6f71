// The platform of a Capacitor shell, in a chunk of its own: the web never loads it.
import { createCapacitorPlatform, createMlKitBarcodeScan, type AppPlatform } from '@carrello/hooks';

/**
 * The Capacitor shell's platform with its plugins (`@capacitor/app`,
 * `@capacitor/screen-orientation`, and ML Kit's barcode scanner for the scan button).
 */
export async function loadNativePlatform(name: 'ios' | 'android'): Promise<AppPlatform> {
  const [{ App }, { ScreenOrientation }, { BarcodeScanner }] = await Promise.all([
    import('@capacitor/app'),
    import('@capacitor/screen-orientation'),
    import('@capacitor-mlkit/barcode-scanning'),
  ]);
  return createCapacitorPlatform({
    platform: name,
    app: App,
    screenOrientation: ScreenOrientation,
    scanBarcode: createMlKitBarcodeScan(BarcodeScanner, name),
  });
}
