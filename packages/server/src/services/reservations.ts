import { DELIVERY_SERVICE } from '@carrello/core';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { BusinessError, notFound } from '../http/errors';
import { ORDER_STATUS, emailOfOrderToken } from './orders';

/** Italian texts of the parking and locker reservations (docs/requirements/delivery.md). */
export const RESERVATION_MESSAGES = {
  reserved: 'Prenotazione registrata: ti aspettiamo!',
  updated: 'Prenotazione aggiornata: ti aspettiamo!',
  orderNotFound: 'Ordine non trovato',
  onlyPickup: 'La prenotazione è disponibile solo per gli ordini con ritiro in negozio o al locker',
  cancelled: 'L’ordine è stato annullato: non è possibile prenotare il ritiro',
  collected: 'L’ordine è già stato ritirato',
  notPaid: 'L’ordine non è ancora stato pagato: completa il pagamento prima di prenotare il ritiro',
} as const;

/** Order states still waiting for their payment: no pickup is booked for them. */
const NOT_PAID = new Set<number>([ORDER_STATUS.CREATED, ORDER_STATUS.PAYMENT_FAILED]);

/** Input of a reservation: the order, the distance from the store in metres, a free note. */
export interface ReservationInput {
  orderId: number;
  distance: number;
  reservationInfo: string;
}

type OrderFilter = { userId: number } | { email: string };

/**
 * Records that the customer is on the way to collect an order (parking bay or locker). Business
 * refusals (status 1, docs/requirements/delivery.md) for orders that are not a pickup, cancelled, unpaid or collected;
 * 404 for an unknown order or another customer's. Returns whether an earlier one was replaced.
 */
async function reserve(db: Db, owner: OrderFilter, input: ReservationInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.user_id',
        'orders.status_id',
        'orders.delivery_service_id',
        'orders.cancelled_at',
      ])
      .where('orders.id', '=', input.orderId);
    query =
      'userId' in owner
        ? query.where('orders.user_id', '=', owner.userId)
        : query.where((eb) =>
            eb.or([
              eb(sql<string>`lower(orders.guest_email)`, '=', owner.email),
              eb(sql<string>`lower(users.email)`, '=', owner.email),
            ]),
          );
    const order = await query.forUpdate('orders').executeTakeFirst();
    if (!order) throw notFound(RESERVATION_MESSAGES.orderNotFound);
    if (order.cancelled_at !== null || order.status_id === ORDER_STATUS.CANCELLED)
      throw new BusinessError(RESERVATION_MESSAGES.cancelled, 'ORDER_CANCELLED');
    const service = order.delivery_service_id;
    if (service !== DELIVERY_SERVICE.CLICK_AND_COLLECT && service !== DELIVERY_SERVICE.LOCKER)
      throw new BusinessError(RESERVATION_MESSAGES.onlyPickup, 'NOT_PICKUP');
    if (order.status_id === ORDER_STATUS.DELIVERED)
      throw new BusinessError(RESERVATION_MESSAGES.collected, 'ORDER_COLLECTED');
    if (NOT_PAID.has(order.status_id))
      throw new BusinessError(RESERVATION_MESSAGES.notPaid, 'ORDER_NOT_PAID');
    const kind = service === DELIVERY_SERVICE.LOCKER ? 'locker' : 'parking';
    const data = {
      distance: input.distance,
      reservationInfo: input.reservationInfo.trim(),
      ...('email' in owner ? { viaToken: true } : {}),
    };
    const previous = await trx
      .deleteFrom('reservations')
      .where('order_id', '=', order.id)
      .where('kind', 'in', ['parking', 'locker'])
      .returning('id')
      .execute();
    await trx
      .insertInto('reservations')
      .values({
        kind,
        order_id: order.id,
        user_id: order.user_id,
        data,
        // The store keeps the bay for two hours.
        expires_at: new Date(Date.now() + 2 * 3_600_000),
      })
      .execute();
    return previous.length > 0;
  });
}

/** Reservation of a signed-in customer for one of their orders. */
export async function reserveOrder(db: Db, userId: number, input: ReservationInput) {
  return reserve(db, { userId }, input);
}

/**
 * Reservation by the e-mailed order link: the `access_token` (stored hashed by the orders area)
 * must be live and the order must belong to its e-mail address; 401 otherwise.
 */
export async function reserveOrderWithToken(db: Db, token: string, input: ReservationInput) {
  const email = await emailOfOrderToken(db, token);
  return reserve(db, { email: email.toLowerCase() }, input);
}
