import {
  TICKET_MESSAGES,
  sendOrderTicket,
  sendTicket,
  subscribeNewsletter,
} from '../services/ticketing';
import type { Handlers } from './registry';

/** Handlers of the `ticketing` area: customer care and newsletter sign-up. */
export const ticketingHandlers: Handlers = {
  'ticketing.sendTicket': async (ctx) => {
    const ticket = await sendTicket(ctx.db, ctx.body, { user: ctx.user, clientIp: ctx.request.ip });
    ctx.info(TICKET_MESSAGES.sent);
    return ticket;
  },

  'ticketing.sendOrderTicket': async (ctx) => {
    const ticket = await sendOrderTicket(ctx.db, ctx.requireUser(), ctx.body);
    ctx.info(TICKET_MESSAGES.sent);
    return ticket;
  },

  'ticketing.subscribeNewsletter': async (ctx) => {
    await subscribeNewsletter(ctx.db, ctx.body, {
      user: ctx.user,
      clientIp: ctx.request.ip,
      publicUrl: ctx.config.publicUrl,
    });
    ctx.info(TICKET_MESSAGES.subscribed);
    return {};
  },
};
