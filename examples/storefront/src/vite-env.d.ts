/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand of the build: `carrello` (default) or `bottega`. */
  readonly VITE_CARRELLO_BRAND?: string;
  /** Retailer segment of the loyalty-card registration calls (docs/requirements/account.md); `carrello` by default. */
  readonly VITE_CARRELLO_RETAILER?: string;
  /** Payment provider of the card page: `simulated` (default) or `stripe`. */
  readonly VITE_PAYMENT_PROVIDER?: string;
  /** Milliseconds between two version checks (docs/requirements/app-shell.md); five minutes by default. */
  readonly VITE_VERSION_CHECK_INTERVAL_MS?: string;
  /** A resume this long after the start restarts the app (docs/requirements/app-shell.md); 30 minutes by default. */
  readonly VITE_APP_RESTART_AFTER_MS?: string;
  /** The EBSN backend of the native app's build (`pnpm cap:build`); the page's origin when unset. */
  readonly VITE_EBSN_API_URL?: string;
  /** Public address of the storefront for canonical links and structured data; the page's origin when unset. */
  readonly VITE_PUBLIC_URL?: string;
}

interface Window {
  /** The analytics data layer (Google Tag Manager style). */
  dataLayer?: Record<string, unknown>[];
}

/** The storefront's version, from its package.json. */
declare const __APP_VERSION__: string;
