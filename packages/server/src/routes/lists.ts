import {
  LIST_MESSAGES,
  addListProducts,
  addListToCart,
  createList,
  deleteList,
  getList,
  listLists,
  removeListItems,
  renameList,
} from '../services/lists';
import { confirmed, notices, type Handlers } from './registry';

/** Handlers of the `lists` area: shopping lists and their products. */
export const listHandlers: Handlers = {
  'lists.list': async (ctx) => ({ lists: await listLists(ctx.db, ctx.requireUser().id) }),

  'lists.get': async (ctx) => getList(ctx.db, ctx.requireUser().id, ctx.query.list_id),

  'lists.create': async (ctx) =>
    confirmed(ctx, LIST_MESSAGES.created, createList(ctx.db, ctx.requireUser().id, ctx.body.name)),

  'lists.rename': async (ctx) =>
    confirmed(
      ctx,
      LIST_MESSAGES.renamed,
      renameList(ctx.db, ctx.requireUser().id, ctx.body.list_id, ctx.body.name),
    ),

  'lists.delete': async (ctx) => {
    const userId = ctx.requireUser().id;
    await confirmed(ctx, LIST_MESSAGES.deleted, deleteList(ctx.db, userId, ctx.body.list_id));
    return { lists: await listLists(ctx.db, userId) };
  },

  'lists.addProduct': async (ctx) =>
    confirmed(
      ctx,
      LIST_MESSAGES.productAdded,
      addListProducts(ctx.db, ctx.requireUser().id, ctx.body.listId, ctx.body.items),
    ),

  'lists.removeProduct': async (ctx) =>
    confirmed(
      ctx,
      LIST_MESSAGES.productRemoved,
      removeListItems(
        ctx.db,
        ctx.requireUser().id,
        ctx.body.listId,
        ctx.body.items.map((item) => item.itemId),
      ),
    ),

  'lists.addToCart': async (ctx) =>
    addListToCart(ctx.db, ctx.requireUser().id, ctx.body.list_id, notices(ctx)),
};
