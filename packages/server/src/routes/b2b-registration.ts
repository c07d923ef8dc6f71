import { listAddresses } from '../services/addresses';
import {
  B2B_MESSAGES,
  lookupCard,
  registerBusinessPerson,
  registerBusinessUser,
  registerUserWithCard,
  updateBusinessData,
} from '../services/b2b-registration';
import { signUp } from './registration';
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

  'b2bRegistration.registerUser': async (ctx) =>
    signUp(ctx, (options) => registerBusinessUser(ctx.db, ctx.body, options)),

  'b2bRegistration.registerUserWithCard': async (ctx) =>
    signUp(ctx, (options) => registerUserWithCard(ctx.db, ctx.body, options)),

  'b2bRegistration.registerPerson': async (ctx) => {
    const person = await registerBusinessPerson(ctx.db, ctx.requireUser(), ctx.body);
    await ctx.refreshSession();
    ctx.info(B2B_MESSAGES.personSaved);
    return { person };
  },

  'b2bRegistration.lookupUser': async (ctx) =>
    lookupCard(ctx.db, { card: ctx.query.card, code: ctx.query.piva_cf, clientIp: ctx.request.ip }),
};
