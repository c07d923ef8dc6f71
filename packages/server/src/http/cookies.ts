import type { FastifyReply } from 'fastify';

/** Name of the session cookie and of the account-token header, as on the real platform. */
export const ACCOUNT_COOKIE = 'X-Ebsn-Account';

/** Sets the HttpOnly, SameSite=Lax session cookie (Secure in production). */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeSeconds?: number },
): void {
  reply.setCookie(ACCOUNT_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    ...(options.maxAgeSeconds ? { maxAge: options.maxAgeSeconds } : {}),
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCOUNT_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
