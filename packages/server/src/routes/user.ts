import {
  FISCAL_PERSON_MESSAGES,
  createFiscalPerson,
  deleteFiscalPerson,
  listFiscalPersons,
  updateFiscalPerson,
} from '../services/fiscal-persons';
import { PROFILE_MESSAGES, getUserDetail, updateUserDetail } from '../services/user-profile';
import type { Handlers } from './registry';

/** Handlers of the `user` and `fiscalPersons` areas: profile, billing data, invoice holders. */
export const userHandlers: Handlers = {
  'user.get': async (ctx) => getUserDetail(ctx.db, ctx.requireUser()),

  'user.update': async (ctx) => {
    const updated = await updateUserDetail(ctx.db, ctx.requireUser(), ctx.body);
    await ctx.refreshSession();
    ctx.info(PROFILE_MESSAGES.updated);
    return getUserDetail(ctx.db, updated);
  },

  'fiscalPersons.list': async (ctx) => {
    const user = ctx.requireUser();
    return { personFiscals: await listFiscalPersons(ctx.db, user.id, user.email) };
  },

  'fiscalPersons.create': async (ctx) => {
    const person = await createFiscalPerson(ctx.db, ctx.requireUser(), ctx.body);
    ctx.info(FISCAL_PERSON_MESSAGES.saved);
    return person;
  },

  'fiscalPersons.update': async (ctx) => {
    const { personFiscalId, ...input } = ctx.body;
    const person = await updateFiscalPerson(ctx.db, ctx.requireUser(), personFiscalId, input);
    ctx.info(FISCAL_PERSON_MESSAGES.saved);
    return person;
  },

  'fiscalPersons.delete': async (ctx) => {
    const user = ctx.requireUser();
    await deleteFiscalPerson(ctx.db, user.id, ctx.body.person_fiscal_id);
    ctx.info(FISCAL_PERSON_MESSAGES.deleted);
    return { personFiscals: await listFiscalPersons(ctx.db, user.id, user.email) };
  },
};
