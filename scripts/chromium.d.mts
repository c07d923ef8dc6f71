/** Debian's Chromium (`apt-get install -y chromium`). */
export const CHROMIUM_PATH: string;

/** The flags of every launch: no sandbox (root), no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS: string[];

/** Playwright's `launchOptions` for that Chromium: the executable and the flags. */
export const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
