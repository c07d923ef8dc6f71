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

/** Playwright's `launchOptions` for that Chromium: the executable and the flags. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
