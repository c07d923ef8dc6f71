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
import type { Handlers } from './registry';

/** Handlers of the `lists` area: shopping lists and their products. */
export const listHandlers: Handlers = {
  'lists.list': async (ctx) => ({ lists: await listLists(ctx.db, ctx.requireUser().id) }),

  'lists.get': async (ctx) => getList(ctx.db, ctx.requireUser().id, ctx.query.list_id),

  'lists.create': async (ctx) => {
    const list = await createList(ctx.db, ctx.requireUser().id, ctx.body.name);
    ctx.info(LIST_MESSAGES.created);
    return list;
  },

  'lists.rename': async (ctx) => {
    const list = await renameList(ctx.db, ctx.requireUser().id, ctx.body.list_id, ctx.body.name);
    ctx.info(LIST_MESSAGES.renamed);
    return list;
  },

  'lists.delete': async (ctx) => {
    const userId = ctx.requireUser().id;
    await deleteList(ctx.db, userId, ctx.body.list_id);
    ctx.info(LIST_MESSAGES.deleted);
    return { lists: await listLists(ctx.db, userId) };
  },

  'lists.addProduct': async (ctx) => {
    const list = await addListProducts(
      ctx.db,
      ctx.requireUser().id,
      ctx.body.listId,
      ctx.body.items,
    );
    ctx.info(LIST_MESSAGES.productAdded);
    return list;
  },

  'lists.removeProduct': async (ctx) => {
    const list = await removeListItems(
      ctx.db,
      ctx.requireUser().id,
      ctx.body.listId,
      ctx.body.items.map((item) => item.itemId),
    );
    ctx.info(LIST_MESSAGES.productRemoved);
    return list;
  },

  'lists.addToCart': async (ctx) =>
    addListToCart(ctx.db, ctx.requireUser().id, ctx.body.list_id, {
      info: (text) => ctx.info(text),
      warning: (text) => ctx.warning(text),
    }),
};
