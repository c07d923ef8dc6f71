import { createHash, randomBytes } from 'node:crypto';

/** A new random token (256 bits, base64url) to hand out once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A secret shaped like Stripe's client secrets: letters and digits only (no `-`), 48 of them. */
export function stripeLikeSecret(): string {
  return randomBytes(24).toString('hex');
}

/** The SHA-256 of a token, the only form the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
