import {
  contentPage,
  faqCategories,
  faqs,
  leaflet,
  leafletProducts,
  leaflets,
  popup,
} from '../services/content';
import type { Handlers } from './registry';

/** Handlers of the content: pages, popups, flyers and FAQs. */
export const contentHandlers: Handlers = {
  'content.page': async (ctx) => contentPage(ctx.db, ctx.query.page_name),
  'content.popup': async (ctx) => popup(ctx.db, ctx.query.popup_code),
  'content.leaflets': async (ctx) =>
    leaflets(ctx.db, {
      ...(ctx.query.parent_leaflet_type_id !== undefined
        ? { leafletTypeId: ctx.query.parent_leaflet_type_id }
        : {}),
      ...(ctx.query.warehouse_id !== undefined ? { warehouseId: ctx.query.warehouse_id } : {}),
    }),
  'content.leaflet': async (ctx) =>
    leaflet(ctx.db, {
      ...(ctx.query.leaflet_id !== undefined ? { leafletId: ctx.query.leaflet_id } : {}),
      ...(ctx.query.slug ? { slug: ctx.query.slug } : {}),
    }),
  'content.leafletProducts': async (ctx) =>
    leafletProducts(ctx.db, {
      leafletId: ctx.query.parent_leaflet_id,
      ...(ctx.query.parent_category_id !== undefined
        ? { categoryId: ctx.query.parent_category_id }
        : {}),
      ...(ctx.query.page !== undefined ? { page: ctx.query.page } : {}),
      ...(ctx.query.page_size !== undefined ? { pageSize: ctx.query.page_size } : {}),
    }),
  'content.faqCategories': async (ctx) => faqCategories(ctx.db),
  'content.faqs': async (ctx) => faqs(ctx.db, ctx.query.category_slug),
};
