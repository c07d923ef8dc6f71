import type { Db, UserRow } from '../db/database';
import {
  REGISTRATION_MESSAGES,
  confirmRegistration,
  registerUser,
  requestEmailChange,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  updatePassword,
} from '../services/registration';
import { toEnvelopeUser } from '../services/session';
import type { HandlerContext, Handlers } from './registry';

/**
 * Creates an account with `register` (given the shop's and the client's address) and signs it in:
 * the account is usable at once (profile level 0: it cannot pay until confirmed).
 */
export async function signUp(
  ctx: Pick<HandlerContext, 'config' | 'request' | 'signIn' | 'info'>,
  register: (options: { publicUrl: string; clientIp: string }) => Promise<UserRow>,
) {
  const user = await register({ publicUrl: ctx.config.publicUrl, clientIp: ctx.request.ip });
  await ctx.signIn(user.id, { rememberMe: false });
  ctx.info(REGISTRATION_MESSAGES.registered);
  return { user: toEnvelopeUser(user) };
}

/**
 * Asks `send` to e-mail an account link to `email` (throttled by the client's address, the link
 * built on the shop's) and answers `message` whatever it did: the answer never tells whether the
 * address belongs to an account.
 */
async function requestLink(
  ctx: Pick<HandlerContext, 'db' | 'config' | 'request' | 'info'>,
  send: (db: Db, input: { email: string; clientIp: string; publicUrl: string }) => Promise<void>,
  email: string,
  message: string,
) {
  await send(ctx.db, { email, clientIp: ctx.request.ip, publicUrl: ctx.config.publicUrl });
  ctx.info(message);
  return {};
}

/** Handlers of the `registration` area: sign-up, confirmation, password reset and change. */
export const registrationHandlers: Handlers = {
  'registration.register': async (ctx) =>
    signUp(ctx, (options) => registerUser(ctx.db, ctx.body, options)),

  'registration.confirm': async (ctx) => {
    const user = await confirmRegistration(ctx.db, {
      email: ctx.query.e_mail,
      code: ctx.query.reg_control_code,
      ...(ctx.query.new_email ? { newEmail: ctx.query.new_email } : {}),
    });
    if (ctx.session?.user.id === user.id) await ctx.refreshSession();
    ctx.info(
      ctx.query.new_email ? REGISTRATION_MESSAGES.emailUpdated : REGISTRATION_MESSAGES.confirmed,
    );
    return { user: toEnvelopeUser(user) };
  },

  'registration.resendConfirmation': async (ctx) =>
    requestLink(ctx, resendConfirmation, ctx.body.e_mail, REGISTRATION_MESSAGES.confirmationResent),

  'registration.requestPasswordReset': async (ctx) =>
    requestLink(ctx, requestPasswordReset, ctx.query.e_mail, REGISTRATION_MESSAGES.resetRequested),

  'registration.resetPassword': async (ctx) => {
    await resetPassword(ctx.db, {
      email: ctx.body.e_mail,
      token: ctx.body.token,
      password: ctx.body.password,
      clientIp: ctx.request.ip,
    });
    ctx.info(REGISTRATION_MESSAGES.passwordReset);
    return {};
  },

  'registration.updatePassword': async (ctx) => {
    const session = ctx.requireSession();
    await updatePassword(ctx.db, {
      user: ctx.requireUser(),
      oldPassword: ctx.query.old_password,
      newPassword: ctx.query.new_password,
      keepSessionId: session.id,
    });
    ctx.info(REGISTRATION_MESSAGES.passwordUpdated);
    return {};
  },

  'user.updateEmail': async (ctx) => {
    await requestEmailChange(ctx.db, {
      user: ctx.requireUser(),
      newEmail: ctx.body.new_email,
      password: ctx.body.password,
      publicUrl: ctx.config.publicUrl,
    });
    ctx.info(REGISTRATION_MESSAGES.emailChangeSent);
    return {};
  },
};
