import type { FastifyInstance } from 'fastify';

/** Cookie of the development control that raises the reported web version for one browser. */
export const DEV_APP_VERSION_COOKIE = 'carrello_dev_app_version';

const VERSION = /^[0-9]{1,4}(?:\.[0-9]{1,4}){0,3}$/;

/**
 * The development control of the version check (CARRELLO_DEV_TOOLS=1, never in production):
 * `POST /dev/app-version` with `{ "version": "9.0.0" }` makes `app.version` report that web
 * version to this browser only (a cookie), so that an end-to-end test sees the update dialog
 * without changing what other shoppers see; `DELETE` goes back to the configured version.
 */
export async function devAppVersionRoutes(app: FastifyInstance): Promise<void> {
  app.post('/dev/app-version', async (request, reply) => {
    const { version } = (request.body ?? {}) as { version?: unknown };
    if (typeof version !== 'string' || !VERSION.test(version)) {
      reply.code(400);
      return { error: 'version: un numero di versione come 1.2.0' };
    }
    reply.setCookie(DEV_APP_VERSION_COOKIE, version, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
    });
    return { version };
  });
  app.delete('/dev/app-version', async (_request, reply) => {
    reply.clearCookie(DEV_APP_VERSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { version: null };
  });
}
