import { suggest } from '../services/search';
import type { Handlers } from './registry';

/** Handlers of the search box: suggestions grouped as terms, categories and brands. */
export const searchHandlers: Handlers = {
  'products.suggest': async (ctx) => suggest(ctx.db, ctx.query.q, ctx.query.limit),
};
