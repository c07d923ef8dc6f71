export { appKeys } from './app-keys';
export { appQueries } from './app-queries';
export { useApplicationConfig } from './use-application-config';
export { useVersionCheck } from './use-version-check';
export type { UseVersionCheckOptions, UseVersionCheckReturn } from './use-version-check';
export { CONTENT_VIEW_EVENT, trackContentView, useTrackContentView } from './track-content-view';
export type { ContentViewDetails } from './track-content-view';
export { createAppLifecycle } from './app-lifecycle';
export type { AppLifecycle, AppLifecycleEvent, AppLifecycleOptions } from './app-lifecycle';
export { useAppLifecycle } from './use-app-lifecycle';
export type { UseAppLifecycleOptions } from './use-app-lifecycle';
export {
  BarcodeScanUnavailableError,
  createCapacitorPlatform,
  createMlKitBarcodeScan,
  createWebPlatform,
  detectPlatform,
} from './platform';
export type {
  AppPlatform,
  BarcodeScanUnavailableReason,
  MlKitBarcodeScannerPlugin,
  CapacitorAppPlugin,
  CapacitorBarcodeScan,
  CapacitorPlatformOptions,
  CapacitorScreenOrientationPlugin,
  WebPlatformOptions,
} from './platform';
