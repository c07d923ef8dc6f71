import {
  ADDRESS_MESSAGES,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '../services/addresses';
import { confirmed, type HandlerContext, type Handlers } from './registry';

/** The warning of an address saved outside every delivery zone (saved inactive). */
function notServed(ctx: Pick<HandlerContext, 'warning'>) {
  return (text: string) => ctx.warning(text, 'NOT_SERVED');
}

/** Handlers of the `addresses` area: the user's home-delivery address book. */
export const addressHandlers: Handlers = {
  'addresses.list': async (ctx) => ({
    addresses: await listAddresses(ctx.db, ctx.requireUser().id),
  }),

  'addresses.get': async (ctx) => getAddress(ctx.db, ctx.requireUser().id, ctx.query.address_id),

  'addresses.create': async (ctx) =>
    confirmed(
      ctx,
      ADDRESS_MESSAGES.saved,
      createAddress(ctx.db, ctx.requireUser().id, ctx.body, notServed(ctx)),
    ),

  'addresses.update': async (ctx) => {
    const { addressId, ...input } = ctx.body;
    return confirmed(
      ctx,
      ADDRESS_MESSAGES.saved,
      updateAddress(ctx.db, ctx.requireUser().id, addressId, input, notServed(ctx)),
    );
  },

  'addresses.delete': async (ctx) => {
    const userId = ctx.requireUser().id;
    await confirmed(
      ctx,
      ADDRESS_MESSAGES.deleted,
      deleteAddress(ctx.db, userId, ctx.body.address_id),
    );
    return { addresses: await listAddresses(ctx.db, userId) };
  },
};
