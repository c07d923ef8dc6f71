import { searchStores, storeBySlug } from '../services/stores';
import type { Handlers } from './registry';

/** Handlers of the store locator. */
export const storesHandlers: Handlers = {
  'stores.search': async (ctx) =>
    searchStores(ctx.db, {
      ...(ctx.query.region ? { region: ctx.query.region } : {}),
      ...(ctx.query.province ? { province: ctx.query.province } : {}),
    }),
  'stores.get': async (ctx) => storeBySlug(ctx.db, ctx.query.slug),
};
