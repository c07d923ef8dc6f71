// Debian's Chromium, headless, run as root: the one browser every check and benchmark of this
// repository drives. No tool may download a browser of its own, so every launch names this
// executable.

/** Debian's Chromium (`apt-get install -y chromium`). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags of every launch: no sandbox (root), no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright turns off in every Chromium it launches (`chromiumSwitches` of the
 * playwright-core in the lockfile; `scripts/chromium.test.ts` fails when they part). Chromium keeps
 * only the last `--disable-features` of its command line, and a launch's own flags come after
 * Playwright's: a list of ours must repeat these, or it turns them back on.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The features our Playwright launches turn off as well. Headless Chromium gives every new page
 * a window of its own, with a toolbar whose address bar suggestions are web pages
 * (`chrome://omnibox-popup.top-chrome`), loaded into a renderer process of their own for every
 * page a test opens: about 1.5 s of CPU a page here, half of what Chromium spent on a test's new
 * page and its first load (docs/ci.md, "The time is the CPU's"). No page a test looks at shows
 * them.
 */
export const CHROMIUM_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags of a Playwright launch: {@link CHROMIUM_ARGS} and the features turned off. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...CHROMIUM_DISABLED_FEATURES].join(',')}`,
];

/** Playwright's `launchOptions` for that Chromium: the executable and the flags. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
};
