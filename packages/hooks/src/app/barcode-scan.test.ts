import { describe, expect, it } from 'vitest';

import { BARCODE_FORMATS } from '@carrello/core';

import {
  BarcodeScanUnavailableError,
  createCapacitorPlatform,
  createMlKitBarcodeScan,
  createWebPlatform,
  type MlKitBarcodeScannerPlugin,
} from './platform';

interface FakeScannerOptions {
  supported?: boolean;
  permission?: string;
  granted?: string;
  moduleAvailable?: boolean;
  scan?: () => Promise<{ barcodes: { rawValue?: string }[] }>;
}

/** ML Kit's scanner as the test sets it up; it records what the adapter asked. */
function fakeScanner(options: FakeScannerOptions = {}) {
  const calls: string[] = [];
  let formats: string[] = [];
  const scanner: MlKitBarcodeScannerPlugin = {
    isSupported: () => Promise.resolve({ supported: options.supported ?? true }),
    checkPermissions: () => {
      calls.push('checkPermissions');
      return Promise.resolve({ camera: options.permission ?? 'granted' });
    },
    requestPermissions: () => {
      calls.push('requestPermissions');
      return Promise.resolve({ camera: options.granted ?? 'granted' });
    },
    scan(request) {
      calls.push('scan');
      formats = request?.formats ?? [];
      return (
        options.scan ?? (() => Promise.resolve({ barcodes: [{ rawValue: '8000000000019' }] }))
      )();
    },
    isGoogleBarcodeScannerModuleAvailable: () =>
      Promise.resolve({ available: options.moduleAvailable ?? true }),
    installGoogleBarcodeScannerModule: () => {
      calls.push('install');
      return Promise.resolve();
    },
  };
  return { scanner, calls, formats: () => formats };
}

const app = {
  getInfo: () => Promise.resolve({ version: '3.3.1' }),
  addListener: () => Promise.resolve({ remove: () => {} }),
};

describe('createMlKitBarcodeScan', () => {
  it('gives the Capacitor platform a scan that reads the required formats and answers the code', async () => {
    const fake = fakeScanner();
    const platform = createCapacitorPlatform({
      platform: 'ios',
      app,
      scanBarcode: createMlKitBarcodeScan(fake.scanner, 'ios'),
    });
    expect(platform.canScanBarcodes).toBe(true);
    await expect(platform.scanBarcode?.(BARCODE_FORMATS)).resolves.toBe('8000000000019');
    expect(fake.formats()).toEqual([...BARCODE_FORMATS]);
    expect(fake.calls).toEqual(['checkPermissions', 'scan']);
  });

  it('asks the camera permission on iOS, and refuses to scan when it is denied', async () => {
    const fake = fakeScanner({ permission: 'prompt', granted: 'denied' });
    const scan = createMlKitBarcodeScan(fake.scanner, 'ios');
    const refused = await scan(['EAN_13']).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BarcodeScanUnavailableError);
    expect((refused as BarcodeScanUnavailableError).reason).toBe('denied');
    expect(fake.calls).toEqual(['checkPermissions', 'requestPermissions']);
  });

  it("installs Android's missing scanner module and says the scan is not ready yet", async () => {
    const fake = fakeScanner({ moduleAvailable: false });
    const scan = createMlKitBarcodeScan(fake.scanner, 'android');
    await expect(scan(['EAN_13'])).rejects.toMatchObject({ reason: 'installing' });
    expect(fake.calls).toEqual(['install']);
  });

  it('scans on Android without asking the camera (the Google scanner needs none)', async () => {
    const fake = fakeScanner({ permission: 'denied' });
    await expect(createMlKitBarcodeScan(fake.scanner, 'android')(['EAN_8'])).resolves.toBe(
      '8000000000019',
    );
    expect(fake.calls).toEqual(['scan']);
  });

  it('answers null when the shopper closes the scanner, and no code when none was read', async () => {
    const cancelled = fakeScanner({
      scan: async () => Promise.reject(new Error('scan canceled.')),
    });
    await expect(createMlKitBarcodeScan(cancelled.scanner, 'android')(['EAN_13'])).resolves.toBe(
      null,
    );
    const empty = fakeScanner({ scan: () => Promise.resolve({ barcodes: [] }) });
    await expect(createMlKitBarcodeScan(empty.scanner, 'ios')(['EAN_13'])).resolves.toBe(null);
  });

  it('lets other failures through, and refuses a device without a scanner', async () => {
    const broken = fakeScanner({ scan: async () => Promise.reject(new Error('camera busy')) });
    await expect(createMlKitBarcodeScan(broken.scanner, 'ios')(['EAN_13'])).rejects.toThrow(
      'camera busy',
    );
    const none = fakeScanner({ supported: false });
    await expect(createMlKitBarcodeScan(none.scanner, 'ios')(['EAN_13'])).rejects.toMatchObject({
      reason: 'unsupported',
    });
  });
});

describe('createWebPlatform scan', () => {
  it('offers the scan only with a web scanner, and scans through it', async () => {
    expect(createWebPlatform().canScanBarcodes).toBe(false);
    expect(createWebPlatform().scanBarcode).toBeUndefined();
    const asked: (readonly string[])[] = [];
    const platform = createWebPlatform({
      scanBarcode: (formats) => {
        asked.push(formats);
        return Promise.resolve('8000000000029');
      },
    });
    expect(platform.canScanBarcodes).toBe(true);
    await expect(platform.scanBarcode?.(['EAN_13'])).resolves.toBe('8000000000029');
    expect(asked).toEqual([['EAN_13']]);
  });
});
