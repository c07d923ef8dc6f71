import {
  addProducts,
  emptyCart,
  lockCart,
  removeProducts,
  setCartAddress,
  setCartInfo,
  setCartItemInfo,
  setCartTimeslot,
  unlockCart,
  updateProducts,
  viewCart,
} from '../services/cart';
import { withRequestOrigin } from '../http/request-origin';
import { buyCart, preBilledAmount } from '../services/payment';
import { notices, type Handlers } from './registry';

/** Handlers of the cart area (the signed-in user's cart; anonymous calls answer 401). */
export const cartHandlers: Handlers = {
  'cart.view': async (ctx) =>
    viewCart(ctx.db, ctx.requireUser().id, ctx.query.show_sectors === true),
  'cart.addProduct': async (ctx) =>
    addProducts(ctx.db, ctx.requireUser().id, ctx.body.items, notices(ctx)),
  'cart.updateProduct': async (ctx) => updateProducts(ctx.db, ctx.requireUser().id, ctx.body.items),
  'cart.removeProduct': async (ctx) =>
    removeProducts(
      ctx.db,
      ctx.requireUser().id,
      ctx.body.items.map((item) => item.itemId),
    ),
  'cart.empty': async (ctx) => emptyCart(ctx.db, ctx.requireUser().id),
  'cart.setCartInfo': async (ctx) =>
    setCartInfo(ctx.db, ctx.requireUser().id, ctx.body.property, ctx.body.value),
  'cart.setCartItemInfo': async (ctx) =>
    setCartItemInfo(ctx.db, ctx.requireUser().id, ctx.body.name, ctx.body.value, ctx.body.items),
  'cart.setAddress': async (ctx) =>
    setCartAddress(ctx.db, ctx.requireUser().id, ctx.body.delivery_service_id, ctx.body.address_id),
  'cart.setTimeslot': async (ctx) =>
    setCartTimeslot(ctx.db, ctx.requireUser().id, ctx.body.date, ctx.body.timeslot_id),
  'cart.lock': async (ctx) => lockCart(ctx.db, ctx.requireUser().id),
  'cart.unlock': async (ctx) => unlockCart(ctx.db, ctx.requireUser().id),
  'cart.buy': async (ctx) =>
    buyCart(ctx.db, withRequestOrigin(ctx.config, ctx.request), ctx.requireUser(), ctx.body),
  'cart.preBilledAmount': async (ctx) =>
    preBilledAmount(ctx.db, ctx.requireUser().id, ctx.query.payment_type_id),
};
