import { listCities, listProvinces, listStreets } from '../services/geo';
import type { Handlers } from './registry';

/** Handlers of the `geo` area: province, city and street lookups of the address forms. */
export const geoHandlers: Handlers = {
  'geo.provinces': async (ctx) => ({
    results: await listProvinces(ctx.db, ctx.query.country_id, ctx.query.home_delivery_only),
  }),

  'geo.cities': async (ctx) => ({
    results: await listCities(ctx.db, ctx.query.province_id, ctx.query.filter),
  }),

  'geo.streets': async (ctx) => ({
    results: await listStreets(ctx.db, ctx.query.city_id, ctx.query.filter),
  }),
};
