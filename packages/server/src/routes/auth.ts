import { authenticate } from '../services/auth';
import { ensureOpenCart, toEnvelopeUser } from '../services/session';
import type { Handlers } from './registry';

/** Handlers of the `auth` area: sign in, sign out, session check. */
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

  'auth.test': (ctx) => {
    const session = ctx.session;
    if (!session) return {};
    const impersonatedBy = session.user.id !== session.account.id ? session.account : undefined;
    return { user: toEnvelopeUser(session.user, impersonatedBy) };
  },
};
