import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { ServerConfig } from '../config';
import type { UserRow } from '../db/database';
import {
  createSession,
  deleteSession,
  findSession,
  toEnvelopeUser,
  type Session,
} from '../services/session';
import { ACCOUNT_COOKIE, clearSessionCookie, setSessionCookie } from './cookies';
import { ANONYMOUS_USER, type EnvelopeUser } from './envelope';
import { HttpError, MESSAGES } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the request's token, or null when anonymous. */
    session: Session | null;
    /** The token the session was found by (or opened with), or null. */
    sessionToken: string | null;
    /** The customer the request acts as (the impersonated one during SSO), or null. */
    readonly user: UserRow | null;
    /**
     * Envelope user of the request once its session is known, for the error envelopes; absent
     * outside the contract's operations and while their input is being validated.
     */
    envelopeUser?: EnvelopeUser;
    /** The live session; throws a 401 envelope when anonymous. */
    requireSession(): Session;
    /** The signed-in customer; throws a 401 envelope when anonymous. */
    requireUser(): UserRow;
  }
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers['x-ebsn-account'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader.length <= 512) return fromHeader;
  const cookie = request.cookies?.[ACCOUNT_COOKIE];
  return cookie && cookie.length <= 512 ? cookie : null;
}

/** The envelope's `user` of a session: the anonymous user without one. */
export function envelopeUserOf(session: Session | null): EnvelopeUser {
  if (!session) return ANONYMOUS_USER;
  return toEnvelopeUser(
    session.user,
    session.user.id !== session.account.id ? session.account : undefined,
  );
}

function setSession(request: FastifyRequest, token: string | null, session: Session | null) {
  request.sessionToken = token;
  request.session = session;
  request.envelopeUser = envelopeUserOf(session);
}

/**
 * The session of every request of the scope that registers it (the contract's operations): the
 * `X-Ebsn-Account` header, else the cookie of the same name, read in a `preHandler` hook, so
 * after the operation's input is validated (a refused request costs no session query and its
 * error envelope carries no user). Fastify 5 wants reference-typed request decorations to start
 * as null and be set per request.
 */
async function requestSessionPlugin(api: FastifyInstance): Promise<void> {
  const { db } = api;
  api.decorateRequest('session', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('envelopeUser', undefined);
  api.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return this.session?.user ?? null;
    },
  });
  api.decorateRequest('requireSession', function requireSession(this: FastifyRequest) {
    if (!this.session) throw new HttpError(401, MESSAGES.notLogged, 'NOT_LOGGED');
    return this.session;
  });
  api.decorateRequest('requireUser', function requireUser(this: FastifyRequest) {
    return this.requireSession().user;
  });
  api.addHook('preHandler', async (request) => {
    const token = readToken(request);
    setSession(request, token, token ? await findSession(db, token) : null);
  });
}

/** Decorates the requests of the registering scope with their session (see the plugin). */
export const requestSession = fp(requestSessionPlugin, {
  name: 'carrello-request-session',
  fastify: '5.x',
});

/**
 * Opens a session for a user, ending the request's current one: cookie + `X-Ebsn-Account`
 * header; the request's session and envelope user follow.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  userId: number,
  { rememberMe }: { rememberMe: boolean },
): Promise<Session> {
  const { db } = request.server;
  if (request.session) await deleteSession(db, request.session.id);
  const lifetimeMs = rememberMe
    ? config.rememberMeDays * 86_400_000
    : config.sessionHours * 3_600_000;
  const created = await createSession(db, userId, lifetimeMs, rememberMe);
  setSessionCookie(reply, created.token, {
    secure: config.production,
    ...(rememberMe ? { maxAgeSeconds: Math.floor(lifetimeMs / 1000) } : {}),
  });
  reply.header('X-Ebsn-Account', created.token);
  const session = await findSession(db, created.token);
  setSession(request, created.token, session);
  return session!;
}

/** Ends the request's session and clears the cookie. */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
): Promise<void> {
  if (request.session) await deleteSession(request.server.db, request.session.id);
  setSession(request, null, null);
  clearSessionCookie(reply, config.production);
}

/** Re-reads the request's session by its token (after SSO changes the user it acts as). */
export async function refreshSession(request: FastifyRequest): Promise<Session | null> {
  const token = request.sessionToken;
  setSession(request, token, token ? await findSession(request.server.db, token) : null);
  return request.session;
}
