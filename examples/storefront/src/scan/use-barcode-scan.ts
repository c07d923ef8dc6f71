import { useNavigate } from 'react-router-dom';

import { BARCODE_FORMATS } from '@carrello/core';
import { BarcodeScanUnavailableError } from '@carrello/hooks';

import { useAppPlatform } from '../shell/app-platform';
import { openScanDialog } from './scan-store';

/** The search page of a barcode (docs/requirements/app-shell.md: `/search?barcode=`). */
function barcodeSearchPath(code: string): string {
  return `/search?${new URLSearchParams({ barcode: code }).toString()}`;
}

/**
 * The scan button's action, or undefined where the platform cannot scan: the platform's scanner
 * (the camera dialog on the web, ML Kit in the app) reads the required formats, then the barcode
 * is searched. A native scanner that cannot open leaves the typed code, with the reason.
 */
export function useBarcodeScan(): (() => void) | undefined {
  const platform = useAppPlatform();
  const navigate = useNavigate();
  const scanBarcode = platform?.canScanBarcodes ? platform.scanBarcode : undefined;
  if (!scanBarcode) return undefined;
  return () => {
    void scanBarcode(BARCODE_FORMATS)
      .catch((error: unknown) =>
        openScanDialog(
          BARCODE_FORMATS,
          error instanceof BarcodeScanUnavailableError ? error.reason : 'unsupported',
        ),
      )
      .then((code) => {
        if (code) void navigate(barcodeSearchPath(code));
      });
  };
}
