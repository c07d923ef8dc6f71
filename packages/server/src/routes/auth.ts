import { authenticate } from '../services/auth';
import {
  ensureOpenCart,
  extendSession,
  setImpersonatedUser,
  toEnvelopeUser,
  type Session,
} from '../services/session';
import { findCustomer, requireSupportAccount, requireSupportSession } from '../services/sso';
import type { Handlers } from './registry';

function sessionUser(session: Session) {
  const impersonatedBy = session.user.id !== session.account.id ? session.account : undefined;
  return toEnvelopeUser(session.user, impersonatedBy);
}

/** Handlers of the `auth` area: sign in, sign out, session check, single sign-on. */
export const authHandlers: Handlers = {
  'auth.login': async (ctx) => {
    const user = await authenticate(ctx.db, {
      login: ctx.body.login,
      password: ctx.body.password,
      clientIp: ctx.request.ip,
    });
    await ctx.signIn(user.id, { rememberMe: ctx.body.remember_me === true });
    const cartId = await ensureOpenCart(ctx.db, user.id);
    return { user: toEnvelopeUser(user), cartId };
  },

  'auth.logout': async (ctx) => {
    // Idempotent: signing out without a session still clears the cookie and succeeds.
    await ctx.signOut();
    return {};
  },

  'auth.test': (ctx) => (ctx.session ? { user: sessionUser(ctx.session) } : {}),

  // Single sign-on (docs/requirements/README.md and account.md): a support user signs in, then browses as a chosen customer.
  'auth.ssoLogin': async (ctx) => {
    const account = await authenticate(ctx.db, {
      login: ctx.body.login,
      password: ctx.body.password,
      clientIp: ctx.request.ip,
    });
    requireSupportAccount(account);
    const session = await ctx.signIn(account.id, { rememberMe: false });
    return { user: sessionUser(session) };
  },

  'auth.ssoSelectUser': async (ctx) => {
    const session = ctx.requireSession();
    requireSupportSession(session);
    const customer = await findCustomer(ctx.db, ctx.body.user_id);
    await setImpersonatedUser(ctx.db, session.id, customer.id);
    const refreshed = (await ctx.refreshSession())!;
    const cartId = await ensureOpenCart(ctx.db, customer.id);
    return { user: sessionUser(refreshed), cartId };
  },

  'auth.ssoRefresh': async (ctx) => {
    const session = ctx.requireSession();
    requireSupportSession(session);
    await extendSession(ctx.db, session.id, ctx.config.sessionHours * 3_600_000);
    const refreshed = (await ctx.refreshSession())!;
    return { user: sessionUser(refreshed) };
  },

  'auth.ssoLogout': async (ctx) => {
    requireSupportSession(ctx.requireSession());
    await ctx.signOut();
    return {};
  },
};
