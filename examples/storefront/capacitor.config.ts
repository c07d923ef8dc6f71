import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The storefront as a native app: Capacitor wraps the build of `pnpm cap:build`
 * (`dist-native`, made with `VITE_EBSN_API_URL`, the chain's EBSN backend, since the app's own
 * origin `capacitor://localhost` / `https://localhost` serves no API). The chain's backend must
 * accept that origin (CORS) and its session cookie or `X-Ebsn-Account` header.
 * Add the platforms once where their SDKs exist (Android Studio, Xcode): `pnpm cap:add:android`,
 * `pnpm cap:add:ios`; then `pnpm cap:sync` after each build. Not run in CI.
 */
const config: CapacitorConfig = {
  appId: process.env.CARRELLO_APP_ID ?? 'it.carrello.spesa',
  appName: process.env.CARRELLO_APP_NAME ?? 'Carrello',
  webDir: 'dist-native',
  server: {
    // iOS serves the app from capacitor://localhost, Android from https://localhost.
    iosScheme: 'capacitor',
    androidScheme: 'https',
  },
  plugins: {
    // The lifecycle rules lock the phone to portrait (docs/requirements/app-shell.md); the splash follows the brand.
    SplashScreen: { launchShowDuration: 0 },
  },
};

export default config;
