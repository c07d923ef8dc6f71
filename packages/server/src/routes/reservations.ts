import {
  RESERVATION_MESSAGES,
  reserveOrder,
  reserveOrderWithToken,
} from '../services/reservations';
import type { Handlers } from './registry';

/** Handlers of the `reservations` area: parking or locker reservation of an order (docs/requirements/delivery.md). */
export const reservationHandlers: Handlers = {
  'reservations.reserve': async (ctx) => {
    const replaced = await reserveOrder(ctx.db, ctx.requireUser().id, {
      orderId: ctx.query.order_id,
      distance: ctx.query.distance,
      reservationInfo: ctx.query.reservation_info,
    });
    ctx.info(replaced ? RESERVATION_MESSAGES.updated : RESERVATION_MESSAGES.reserved);
    return {};
  },

  'reservations.reserveWithToken': async (ctx) => {
    const replaced = await reserveOrderWithToken(ctx.db, ctx.query.access_token, {
      orderId: ctx.query.order_id,
      distance: ctx.query.distance,
      reservationInfo: ctx.query.reservation_info,
    });
    ctx.info(replaced ? RESERVATION_MESSAGES.updated : RESERVATION_MESSAGES.reserved);
    return {};
  },
};
