import { withRequestOrigin } from '../http/request-origin';
import {
  deletePaymentAuth,
  listPaymentAuths,
  listPaymentTypes,
  orderPaymentFeedback,
  recurrentFeedback,
  startAddAuth,
} from '../services/payment';
import type { Handlers } from './registry';

/** Handlers of the payment area: payment types, saved methods, provider feedback. */
export const paymentHandlers: Handlers = {
  'payment.types': async (ctx) =>
    listPaymentTypes(ctx.db, ctx.requireUser().id, ctx.query.order_id),
  'payment.listAuths': async (ctx) =>
    listPaymentAuths(ctx.db, ctx.requireUser().id, ctx.query.payment_type_id),
  'payment.deleteAuth': async (ctx) =>
    deletePaymentAuth(ctx.db, ctx.requireUser().id, ctx.query.payment_auth_id),
  'payment.addAuth': async (ctx) =>
    startAddAuth(
      ctx.db,
      withRequestOrigin(ctx.config, ctx.request),
      ctx.requireUser().id,
      ctx.query.payment_type_id,
      ctx.query.payment_data,
    ),
  'payment.stripeFeedback': async (ctx) =>
    orderPaymentFeedback(ctx.db, ctx.requireUser().id, ctx.query.order_id, {
      clientSecret: ctx.query.payment_intent_client_secret,
    }),
  'payment.stripeFeedbackRecurrent': async (ctx) =>
    recurrentFeedback(
      ctx.db,
      ctx.requireUser().id,
      ctx.query.payment_id,
      ctx.query.payment_intent_client_secret,
    ),
  'payment.satispayFeedback': async (ctx) =>
    orderPaymentFeedback(ctx.db, ctx.requireUser().id, ctx.query.order_id, {
      providerSession: ctx.query.payment_id,
    }),
};
