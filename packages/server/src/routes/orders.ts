import {
  addOrderToCart,
  cancelOrder,
  editOrder,
  getAnonymousOrder,
  getOrder,
  listAnonymousOrders,
  listOrders,
  requestAnonymousAccess,
  reserveCartTime,
} from '../services/orders';
import { confirmed, type Handlers } from './registry';

/** Handlers of the orders area: the user's orders, and anonymous access by e-mail token. */
export const ordersHandlers: Handlers = {
  'orders.list': async (ctx) =>
    listOrders(ctx.db, ctx.requireUser().id, {
      ...(ctx.query.page !== undefined ? { page: ctx.query.page } : {}),
      ...(ctx.query.page_size !== undefined ? { pageSize: ctx.query.page_size } : {}),
      all: ctx.query.all === true,
    }),
  'orders.get': async (ctx) => getOrder(ctx.db, ctx.requireUser().id, ctx.query.order_id),
  'orders.cancel': async (ctx) =>
    confirmed(
      ctx,
      'Ordine annullato',
      cancelOrder(ctx.db, ctx.requireUser().id, ctx.body.order_id),
    ),
  'orders.edit': async (ctx) =>
    editOrder(ctx.db, ctx.requireUser().id, ctx.body.order_id, (text) => ctx.warning(text)),
  'orders.addToCart': async (ctx) =>
    addOrderToCart(ctx.db, ctx.requireUser().id, ctx.body.order_id, (text) => ctx.warning(text)),
  'orders.reserveTime': async (ctx) =>
    confirmed(
      ctx,
      `Fascia oraria tenuta per ${ctx.query.reserveTime} minuti`,
      reserveCartTime(ctx.db, ctx.requireUser().id, ctx.query.reserveTime),
    ),
  'orders.anonList': async (ctx) => listAnonymousOrders(ctx.db, ctx.query.access_token),
  'orders.anonGet': async (ctx) =>
    getAnonymousOrder(ctx.db, ctx.query.access_token, ctx.query.order_id),
  'orders.anonRequestAccess': async (ctx) =>
    confirmed(
      ctx,
      'Se i dati corrispondono a un ordine, riceverai un’e-mail con il link',
      requestAnonymousAccess(ctx.db, ctx.config, ctx.body.e_mail, ctx.body.order_id),
    ),
};
