import { HttpError } from '../http/errors';
import { activeCartId } from '../services/cart';
import {
  checkAddressCoverage,
  listDeliveryAddresses,
  listDeliveryServices,
  listTimeslots,
  resolveDeliveryAddress,
} from '../services/delivery';
import type { Handlers } from './registry';

/** Handlers of the delivery area: services, delivery points, slots, coverage. */
export const deliveryHandlers: Handlers = {
  'delivery.services': async (ctx) => listDeliveryServices(ctx.db),
  'delivery.addresses': async (ctx) =>
    listDeliveryAddresses(ctx.db, ctx.requireUser().id, ctx.query.delivery_service_id),
  'delivery.timeslots': async (ctx) => {
    const user = ctx.requireUser();
    let serviceId = ctx.query.delivery_service_id;
    let addressId = ctx.query.address_id;
    if (serviceId === undefined || addressId === undefined) {
      const cart = await ctx.db
        .selectFrom('carts')
        .select(['delivery_service_id', 'address_id'])
        .where('id', '=', await activeCartId(ctx.db, user.id))
        .executeTakeFirstOrThrow();
      serviceId ??= (cart.delivery_service_id ?? undefined) as typeof serviceId;
      addressId ??= cart.address_id ?? undefined;
    }
    if (serviceId === undefined || addressId === undefined)
      throw new HttpError(
        400,
        'Scegli prima l’indirizzo di consegna o il punto di ritiro',
        'NO_ADDRESS',
      );
    const coverage = await resolveDeliveryAddress(ctx.db, user.id, serviceId, addressId);
    return listTimeslots(ctx.db, coverage.warehouseId, serviceId);
  },
  'delivery.checkAddress': async (ctx) => checkAddressCoverage(ctx.db, ctx.query.postalcode),
};
