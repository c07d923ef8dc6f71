/** Debian's Chromium (`apt-get install -y chromium`). */
export const CHROMIUM_PATH: string;

/** The flags of every launch: no sandbox (root), no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS: string[];

/** The features Playwright turns off in every Chromium it launches. */
export const PLAYWRIGHT_DISABLED_FEATURES: string[];

/** The features our Playwright launches turn off as well (the omnibox's web pages). */
export const CHROMIUM_DISABLED_FEATURES: string[];

/** The flags of a Playwright launch: {@link CHROMIUM_ARGS} and the features turned off. */
export const PLAYWRIGHT_CHROMIUM_ARGS: string[];

/** Playwright's `launchOptions` for that Chromium: the executable and the flags. */
export const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
