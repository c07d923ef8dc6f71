// Return-after-login targets (ARCHITECTURE "Security": internal paths only).

const SAFE_FALLBACK = '/';
const PROBE_ORIGIN = 'https://carrello.invalid';

/**
 * Returns a return-after-login target when it is an internal path, otherwise `/`: it must start
 * with a single `/` (not `//` nor `/\`), have no scheme and no control characters, and resolve
 * to the same origin.
 */
export function safeReturnPath(target: unknown): string {
  if (typeof target !== 'string') return SAFE_FALLBACK;
  if (!target.startsWith('/')) return SAFE_FALLBACK;
  // `//host` and `/\host` are protocol-relative to browsers (which read `\` as `/`).
  if (target.startsWith('//') || target.startsWith('/\\')) return SAFE_FALLBACK;
  // Browsers drop tabs and newlines from URLs, so `/\t/host` would become `//host`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return SAFE_FALLBACK;
  try {
    if (new URL(target, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return SAFE_FALLBACK;
  } catch {
    return SAFE_FALLBACK;
  }
  return target;
}
