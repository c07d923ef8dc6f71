// App version check (docs/requirements/app-shell.md).

interface ParsedVersion {
  readonly core: readonly number[];
  readonly preRelease: readonly string[];
}

function parseVersion(version: string): ParsedVersion {
  // Tolerates a `v` prefix and ignores build metadata (`+build`).
  const text = version.trim().replace(/^v/i, '').split('+', 1)[0] ?? '';
  const dash = text.indexOf('-');
  const coreText = dash === -1 ? text : text.slice(0, dash);
  const preText = dash === -1 ? '' : text.slice(dash + 1);
  const core = coreText === '' ? [] : coreText.split('.').map((part) => parseInt(part, 10) || 0);
  const preRelease = preText === '' ? [] : preText.split('.');
  return { core, preRelease };
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  // Semver: numeric identifiers compare as numbers and rank below alphanumeric ones.
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b));
  if (aNumeric) return -1;
  if (bNumeric) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Compares two dotted versions (`1.10.0` > `1.9.9`): -1, 0 or 1. Missing parts count as 0, a
 * leading `v` is ignored and a pre-release (`1.2.0-beta.1`) ranks below its release, as in semver.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  const length = Math.max(left.core.length, right.core.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left.core[index] ?? 0) - (right.core[index] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  if (left.preRelease.length === 0 || right.preRelease.length === 0) {
    if (left.preRelease.length === right.preRelease.length) return 0;
    return left.preRelease.length === 0 ? 1 : -1;
  }
  const preLength = Math.max(left.preRelease.length, right.preRelease.length);
  for (let index = 0; index < preLength; index += 1) {
    const leftPart = left.preRelease[index];
    const rightPart = right.preRelease[index];
    // A shorter list of identifiers ranks first when all shared ones are equal.
    if (leftPart === undefined) return -1;
    if (rightPart === undefined) return 1;
    const order = compareIdentifiers(leftPart, rightPart);
    if (order !== 0) return order < 0 ? -1 : 1;
  }
  return 0;
}

/** Inputs of the update check. */
export interface ShouldOfferUpdateOptions {
  /** The running app version. */
  current: string;
  /** The latest published version (lastVersion.version), if known. */
  latest: string | null | undefined;
  /** The current address; an address that already contains the latest version needs no update. */
  currentUrl: string;
}

/** Whether to open the update dialog: the latest version is newer and the current address does not contain it (docs/requirements/app-shell.md). */
export function shouldOfferUpdate({
  current,
  latest,
  currentUrl,
}: ShouldOfferUpdateOptions): boolean {
  const target = (latest ?? '').trim();
  if (target === '') return false;
  return compareVersions(target, current) > 0 && !currentUrl.includes(target);
}

/** Returns the update address with the device platform put in place of every `{platform}` (docs/requirements/app-shell.md). */
export function updateUrlFor(url: string, platform: string): string {
  return url.replaceAll('{platform}', encodeURIComponent(platform));
}
