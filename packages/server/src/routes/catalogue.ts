import { ANONYMOUS_USER, envelope } from '../http/envelope';
import {
  categoryBySlug,
  categoryTree,
  productAlternatives,
  productBySlug,
} from '../services/catalogue';
import { productDetail, searchProductsJson } from '../services/search';
import type { Handlers } from './registry';

/** Handlers of the catalogue: category tree, product lists, product pages, alternatives. */
export const catalogueHandlers: Handlers = {
  'category.get': async (ctx) => {
    const options = { filtered: ctx.query.filtered === true };
    return ctx.query.slug
      ? categoryBySlug(ctx.db, ctx.query.slug, options)
      : categoryTree(ctx.db, options);
  },
  'products.list': async (ctx) => {
    if (ctx.query.slug) return productBySlug(ctx.db, ctx.query.slug);
    // A page comes serialised from the search index's cache: write the envelope around it
    // (`data` is its last key) instead of serialising 30 KB of products again.
    const page = await searchProductsJson(ctx.db, ctx.query);
    const head = JSON.stringify(
      envelope(null, { user: ctx.request.envelopeUser ?? ANONYMOUS_USER }),
    );
    return ctx.reply
      .type('application/json; charset=utf-8')
      .send(`${head.slice(0, -'null}'.length)}${page}}`);
  },
  'products.get': async (ctx) => productDetail(ctx.db, ctx.params.productId),
  'products.alternatives': async (ctx) => productAlternatives(ctx.db, ctx.params.productId),
};
