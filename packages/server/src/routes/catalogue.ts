import {
  categoryBySlug,
  categoryTree,
  productAlternatives,
  productById,
} from '../services/catalogue';
import { listProducts } from '../services/search';
import type { Handlers } from './registry';

/** Handlers of the catalogue: category tree, product lists, product pages, alternatives. */
export const catalogueHandlers: Handlers = {
  'category.get': async (ctx) => {
    const options = { filtered: ctx.query.filtered === true };
    return ctx.query.slug
      ? categoryBySlug(ctx.db, ctx.query.slug, options)
      : categoryTree(ctx.db, options);
  },
  'products.list': async (ctx) => listProducts(ctx.db, ctx.query),
  'products.get': async (ctx) => productById(ctx.db, ctx.params.productId),
  'products.alternatives': async (ctx) => productAlternatives(ctx.db, ctx.params.productId),
};
