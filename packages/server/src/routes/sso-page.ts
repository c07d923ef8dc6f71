import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';

import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { ACCOUNT_COOKIE, setSessionCookie } from '../http/cookies';
import { isCrossSiteRequest } from '../http/csrf';
import { HttpError, MESSAGES } from '../http/errors';
import { escapeHtml, htmlPage } from '../http/html';
import { authenticate } from '../services/auth';
import { createSession, findSession, setImpersonatedUser } from '../services/session';
import { findCustomer, NOT_SUPPORT_ACCOUNT } from '../services/sso';

/** Path of the support sign-in page. */
const SSO_PAGE_PATH = '/sso';

function loginForm(error?: string): string {
  return htmlPage(
    'Accesso assistenza',
    `<h1>Accesso assistenza</h1>
<p>Accedi con l’account di assistenza per navigare il negozio come un cliente.</p>
${error ? `<p role="alert"><strong>${escapeHtml(error)}</strong></p>` : ''}
<form method="post" action="${SSO_PAGE_PATH}/login">
<p><label for="login">Utente</label><br><input id="login" name="login" autocomplete="username" required maxlength="254"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"></p>
<p><button type="submit">Accedi</button></p>
</form>`,
  );
}

async function customersPage(db: Db, supportLogin: string, query: string): Promise<string> {
  const term = query.trim().toLowerCase();
  let select = db
    .selectFrom('users')
    .select(['id', 'login', 'first_name', 'last_name'])
    .where('sso_user', '=', false)
    .orderBy('last_name')
    .limit(50);
  if (term)
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`lower(login)`, 'like', `%${term.replace(/[%_\\]/g, '\\$&')}%`),
        eb(
          sql<string>`lower(first_name || ' ' || last_name)`,
          'like',
          `%${term.replace(/[%_\\]/g, '\\$&')}%`,
        ),
      ]),
    );
  const customers = await select.execute();
  const rows = customers
    .map(
      (
        c,
      ) => `<tr><td>${escapeHtml(`${c.first_name} ${c.last_name}`.trim())}</td><td>${escapeHtml(c.login)}</td>
<td><form method="post" action="${SSO_PAGE_PATH}/select"><input type="hidden" name="user_id" value="${c.id}">
<button type="submit">Naviga come ${escapeHtml(c.first_name || c.login)}</button></form></td></tr>`,
    )
    .join('\n');
  return htmlPage(
    'Scegli il cliente',
    `<h1>Scegli il cliente</h1>
<p>Sei collegato come <strong>${escapeHtml(supportLogin)}</strong>.</p>
<form method="get" action="${SSO_PAGE_PATH}/clienti" role="search">
<label for="q">Cerca per nome o e-mail</label> <input id="q" name="q" value="${escapeHtml(query)}" maxlength="100">
<button type="submit">Cerca</button></form>
${customers.length === 0 ? '<p>Nessun cliente trovato.</p>' : `<table><thead><tr><th>Nome</th><th>E-mail</th><th></th></tr></thead><tbody>${rows}</tbody></table>`}`,
  );
}

function guard(request: FastifyRequest): void {
  if (isCrossSiteRequest(request)) throw new HttpError(403, MESSAGES.csrf, 'CSRF');
}

function html(reply: FastifyReply, code: number, body: string) {
  return reply.code(code).type('text/html; charset=utf-8').send(body);
}

/**
 * The support sign-in page (docs/requirements/README.md and account.md): `/sso` signs a support user in, `/sso/clienti` lists
 * customers, and choosing one makes the session browse the storefront as that customer.
 */
export async function ssoPages(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const { db } = app;
  const supportSession = async (request: FastifyRequest) => {
    const token = request.cookies[ACCOUNT_COOKIE];
    const session = token ? await findSession(db, token) : null;
    return session?.account.sso_user ? session : null;
  };

  app.get(SSO_PAGE_PATH, async (_request, reply) => html(reply, 200, loginForm()));

  app.post(SSO_PAGE_PATH + '/login', async (request, reply) => {
    guard(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const login = typeof body.login === 'string' ? body.login.slice(0, 254) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 128) : '';
    if (!login || !password) return html(reply, 400, loginForm('Inserisci utente e password'));
    try {
      const account = await authenticate(db, { login, password, clientIp: request.ip });
      if (!account.sso_user) return html(reply, 403, loginForm(NOT_SUPPORT_ACCOUNT));
      const lifetimeMs = config.sessionHours * 3_600_000;
      const { token } = await createSession(db, account.id, lifetimeMs, false);
      setSessionCookie(reply, token, { secure: config.production });
      return reply.redirect(`${SSO_PAGE_PATH}/clienti`, 303);
    } catch (error) {
      if (error instanceof HttpError)
        return html(reply, error.statusCode, loginForm(error.message));
      throw error;
    }
  });

  app.get(SSO_PAGE_PATH + '/clienti', async (request, reply) => {
    const session = await supportSession(request);
    if (!session) return reply.redirect(SSO_PAGE_PATH, 303);
    const { q } = request.query as { q?: unknown };
    const query = typeof q === 'string' ? q.slice(0, 100) : '';
    return html(reply, 200, await customersPage(db, session.account.login, query));
  });

  app.post(SSO_PAGE_PATH + '/select', async (request, reply) => {
    guard(request);
    const session = await supportSession(request);
    if (!session) return reply.redirect(SSO_PAGE_PATH, 303);
    const userId = Number((request.body as Record<string, unknown> | undefined)?.user_id);
    if (!Number.isSafeInteger(userId) || userId < 1)
      return html(reply, 400, await customersPage(db, session.account.login, ''));
    try {
      const customer = await findCustomer(db, userId);
      await setImpersonatedUser(db, session.id, customer.id);
    } catch (error) {
      if (error instanceof HttpError)
        return html(reply, 404, await customersPage(db, session.account.login, ''));
      throw error;
    }
    // Back to the storefront, now browsing as the customer.
    return reply.redirect('/', 303);
  });
}
