// The barcode reader of the scan dialog: the browser's BarcodeDetector where it reads the
// formats, else the ZXing-based polyfill, whose WebAssembly comes from the app's own assets
// (never a CDN). This module loads only when a scan starts.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the dialog uses of a BarcodeDetector. */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

/** The required format names (docs/requirements/app-shell.md) (`EAN_13`) as the Barcode Detection API spells them (`ean_13`). */
function detectorFormats(formats: readonly string[]): string[] {
  return formats.map((format) => format.toLowerCase());
}

/** A reader of the given formats (the required names). */
export async function createBarcodeReader(formats: readonly string[]): Promise<BarcodeReader> {
  const wanted = detectorFormats(formats);
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (native) {
    try {
      const supported = await native.getSupportedFormats();
      if (wanted.every((format) => supported.includes(format)))
        return new native({ formats: wanted });
    } catch {
      // A browser that names the API but cannot run it: the polyfill reads instead.
    }
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiles the WebAssembly now, so that a failure to fetch it shows in the dialog.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm')
          ? new URL(zxingReaderWasm, window.location.href).href
          : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: wanted as never[] });
}
