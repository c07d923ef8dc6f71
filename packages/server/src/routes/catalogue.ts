import { ANONYMOUS_USER, envelope, type EnvelopeUser } from '../http/envelope';
import { categoryBySlug, categoryTree, productAlternatives } from '../services/catalogue';
import { productDetail, productDetailBySlug, searchProductsBody } from '../services/search';
import type { Handlers } from './registry';

/** The envelope's JSON for `user` without its last `null}` (`data` is its last key). */
function envelopeHead(user: EnvelopeUser = ANONYMOUS_USER): string {
  return JSON.stringify(envelope(null, { user })).slice(0, -'null}'.length);
}

const ANONYMOUS_HEAD = envelopeHead(ANONYMOUS_USER);

/** Handlers of the catalogue: category tree, product lists, product pages, alternatives. */
export const catalogueHandlers: Handlers = {
  'category.get': async (ctx) => {
    const options = { filtered: ctx.query.filtered === true };
    return ctx.query.slug
      ? categoryBySlug(ctx.db, ctx.query.slug, options)
      : categoryTree(ctx.db, options);
  },
  'products.list': async (ctx) => {
    if (ctx.query.slug) return productDetailBySlug(ctx.db, ctx.query.slug);
    // A page comes serialised from the search index's cache: write the envelope around it
    // (`data` is its last key) instead of serialising 30 KB of products again; a shopper not
    // signed in gets the whole answer kept as bytes.
    const anonymous = ctx.session === null;
    const head = anonymous ? ANONYMOUS_HEAD : envelopeHead(ctx.request.envelopeUser);
    const body = await searchProductsBody(ctx.db, ctx.query, head, anonymous);
    return ctx.reply.type('application/json; charset=utf-8').send(body);
  },
  'products.get': async (ctx) => productDetail(ctx.db, ctx.params.productId),
  'products.alternatives': async (ctx) => productAlternatives(ctx.db, ctx.params.productId),
};
