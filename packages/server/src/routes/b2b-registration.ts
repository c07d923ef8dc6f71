import { listAddresses } from '../services/addresses';
import {
  B2B_MESSAGES,
  lookupCard,
  registerBusinessPerson,
  registerBusinessUser,
  registerUserWithCard,
  updateBusinessData,
} from '../services/b2b-registration';
import { REGISTRATION_MESSAGES } from '../services/registration';
import { toEnvelopeUser } from '../services/session';
import type { Handlers } from './registry';

/** Handlers of the `{retailer}-b2b-registration` group: business customers (docs/requirements/account.md). */
export const b2bRegistrationHandlers: Handlers = {
  'b2bRegistration.listAll': async (ctx) => ({
    addresses: await listAddresses(ctx.db, ctx.requireUser().id),
  }),

  'b2bRegistration.update': async (ctx) => {
    await updateBusinessData(ctx.db, ctx.requireUser(), ctx.body);
    await ctx.refreshSession();
    ctx.info(B2B_MESSAGES.updated);
    return {};
  },

  'b2bRegistration.registerUser': async (ctx) => {
    const user = await registerBusinessUser(ctx.db, ctx.body, {
      publicUrl: ctx.config.publicUrl,
      clientIp: ctx.request.ip,
    });
    await ctx.signIn(user.id, { rememberMe: false });
    ctx.info(REGISTRATION_MESSAGES.registered);
    return { user: toEnvelopeUser(user) };
  },

  'b2bRegistration.registerUserWithCard': async (ctx) => {
    const user = await registerUserWithCard(ctx.db, ctx.body, {
      publicUrl: ctx.config.publicUrl,
      clientIp: ctx.request.ip,
    });
    await ctx.signIn(user.id, { rememberMe: false });
    ctx.info(REGISTRATION_MESSAGES.registered);
    return { user: toEnvelopeUser(user) };
  },

  'b2bRegistration.registerPerson': async (ctx) => {
    const person = await registerBusinessPerson(ctx.db, ctx.requireUser(), ctx.body);
    await ctx.refreshSession();
    ctx.info(B2B_MESSAGES.personSaved);
    return { person };
  },

  'b2bRegistration.lookupUser': async (ctx) =>
    lookupCard(ctx.db, { card: ctx.query.card, code: ctx.query.piva_cf, clientIp: ctx.request.ip }),
};
