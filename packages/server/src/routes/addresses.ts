import {
  ADDRESS_MESSAGES,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '../services/addresses';
import type { Handlers } from './registry';

/** Handlers of the `addresses` area: the user's home-delivery address book. */
export const addressHandlers: Handlers = {
  'addresses.list': async (ctx) => ({
    addresses: await listAddresses(ctx.db, ctx.requireUser().id),
  }),

  'addresses.get': async (ctx) => getAddress(ctx.db, ctx.requireUser().id, ctx.query.address_id),

  'addresses.create': async (ctx) => {
    const address = await createAddress(ctx.db, ctx.requireUser().id, ctx.body, (text) =>
      ctx.warning(text, 'NOT_SERVED'),
    );
    ctx.info(ADDRESS_MESSAGES.saved);
    return address;
  },

  'addresses.update': async (ctx) => {
    const { addressId, ...input } = ctx.body;
    const address = await updateAddress(ctx.db, ctx.requireUser().id, addressId, input, (text) =>
      ctx.warning(text, 'NOT_SERVED'),
    );
    ctx.info(ADDRESS_MESSAGES.saved);
    return address;
  },

  'addresses.delete': async (ctx) => {
    const userId = ctx.requireUser().id;
    await deleteAddress(ctx.db, userId, ctx.body.address_id);
    ctx.info(ADDRESS_MESSAGES.deleted);
    return { addresses: await listAddresses(ctx.db, userId) };
  },
};
