import { withRequestOrigin } from '../http/request-origin';
import {
  dayLogin,
  dayLogout,
  discardEdenredLogin,
  listMealTicketTypes,
  logoutMealTicket,
  mealTicketBalance,
  pellegriniCallback,
  pellegriniLogout,
  selectMealTicket,
  startEdenredLogin,
  updateMealTicketData,
} from '../services/meal-tickets';
import type { Handlers } from './registry';

/** Handlers of the meal-voucher (buoni pasto) area and its four providers. */
export const mealTicketsHandlers: Handlers = {
  'mealTickets.types': async (ctx) => listMealTicketTypes(ctx.db, ctx.requireUser().id),
  'mealTickets.select': async (ctx) =>
    selectMealTicket(ctx.db, ctx.requireUser().id, ctx.query.payment_type_id, ctx.query.select),
  'mealTickets.logout': async (ctx) =>
    logoutMealTicket(ctx.db, ctx.requireUser().id, ctx.query.payment_type_id),
  'mealTickets.updateData': async (ctx) =>
    updateMealTicketData(
      ctx.db,
      ctx.requireUser().id,
      ctx.query.payment_type_id,
      ctx.body as Record<string, unknown>,
    ),
  'mealTickets.edenredDetail': async (ctx) =>
    mealTicketBalance(ctx.db, ctx.requireUser().id, 'edenred', ctx.query.payment_type_id),
  'mealTickets.edenredLogin': async (ctx) =>
    startEdenredLogin(
      ctx.db,
      withRequestOrigin(ctx.config, ctx.request),
      ctx.requireUser().id,
      ctx.query.payment_type_id,
    ),
  'mealTickets.edenredDiscardLogin': async (ctx) =>
    discardEdenredLogin(ctx.db, ctx.requireUser().id, ctx.query.payment_type_id),
  'mealTickets.edenredLogout': async (ctx) =>
    logoutMealTicket(ctx.db, ctx.requireUser().id, ctx.query.payment_type_id),
  'mealTickets.pellegriniDetail': async (ctx) =>
    mealTicketBalance(ctx.db, ctx.requireUser().id, 'pellegrini', ctx.query.payment_type_id),
  'mealTickets.pellegriniMobileCallback': async (ctx) =>
    pellegriniCallback(ctx.db, ctx.requireUser().id, ctx.query.code, 'app'),
  'mealTickets.pellegriniMobileCallbackTc': async (ctx) =>
    pellegriniCallback(ctx.db, ctx.requireUser().id, ctx.query.code, 'tc'),
  'mealTickets.pellegriniMobileLogout': async (ctx) =>
    pellegriniLogout(ctx.db, ctx.requireUser().id),
  'mealTickets.pellegriniMobileLogoutTc': async (ctx) =>
    pellegriniLogout(ctx.db, ctx.requireUser().id),
  'mealTickets.sodexoDetail': async (ctx) =>
    mealTicketBalance(ctx.db, ctx.requireUser().id, 'sodexo', ctx.query.payment_type_id),
  'mealTickets.dayDetail': async (ctx) =>
    mealTicketBalance(ctx.db, ctx.requireUser().id, 'day', ctx.query.payment_type_id),
  'mealTickets.dayLogin': async (ctx) => {
    const body = (ctx.body ?? {}) as { user?: string; pwd?: string };
    const user = body.user ?? ctx.query.user;
    const password = body.pwd ?? ctx.query.pwd;
    return dayLogin(ctx.db, ctx.requireUser().id, user, password);
  },
  'mealTickets.dayLogout': async (ctx) => dayLogout(ctx.db, ctx.requireUser().id),
};
