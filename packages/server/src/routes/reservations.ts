import {
  RESERVATION_MESSAGES,
  reserveOrder,
  reserveOrderWithToken,
  type ReservationInput,
} from '../services/reservations';
import type { HandlerContext, Handlers } from './registry';

/**
 * Reserves what the query asks for (by the signed-in owner or the e-mailed order link), then
 * says whether the reservation is new or replaced the order's previous one.
 */
async function reservation(
  ctx: HandlerContext<'reservations.reserve' | 'reservations.reserveWithToken'>,
  reserve: (input: ReservationInput) => Promise<boolean>,
) {
  const replaced = await reserve({
    orderId: ctx.query.order_id,
    distance: ctx.query.distance,
    reservationInfo: ctx.query.reservation_info,
  });
  ctx.info(replaced ? RESERVATION_MESSAGES.updated : RESERVATION_MESSAGES.reserved);
  return {};
}

/** Handlers of the `reservations` area: parking or locker reservation of an order (docs/requirements/delivery.md). */
export const reservationHandlers: Handlers = {
  'reservations.reserve': async (ctx) =>
    reservation(ctx, (input) => reserveOrder(ctx.db, ctx.requireUser().id, input)),

  'reservations.reserveWithToken': async (ctx) =>
    reservation(ctx, (input) => reserveOrderWithToken(ctx.db, ctx.query.access_token, input)),
};
