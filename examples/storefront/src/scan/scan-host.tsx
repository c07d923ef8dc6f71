import { lazy, Suspense, useSyncExternalStore } from 'react';

import { useCloseOnHistory } from '../shell/dialog-history';
import { scanStore } from './scan-store';

// The dialog, and the barcode reader it loads, come only when a scan starts.
const ScanDialog = lazy(() =>
  import('./scan-dialog').then((module) => ({ default: module.ScanDialog })),
);

/** Shows the scan dialog while a scan is open ({@link openScanDialog}). */
export function ScanDialogHost() {
  const request = useSyncExternalStore(scanStore.subscribe, scanStore.get, scanStore.getServer);
  // docs/requirements/app-shell.md: a back navigation closes the dialog instead of leaving the page.
  useCloseOnHistory(request !== null, () => request?.settle(null));
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ScanDialog key={request.id} request={request} onDone={request.settle} />
    </Suspense>
  );
}
