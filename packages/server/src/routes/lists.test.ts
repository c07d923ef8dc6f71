import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { expectContract, expectInfoShown } from '../testing/contract';
import { postForm, type TestSession, type Envelope, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 40 }, { mario: MARIO, giulia: GIULIA });

interface List {
  listId: number;
  name: string;
  size: number;
  isDefault: boolean;
  wishlistItems?: Array<{
    itemId: number;
    quantity: number;
    product: { productId: number; name: string };
  }>;
}

function postJson(url: string, session: TestSession, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: session.headers, payload });
}

async function marioDefaultList(): Promise<List> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/ebsn/api/wishlist/list',
    headers: t.mario.headers,
  });
  return (response.json() as Envelope<{ lists: List[] }>).data!.lists.find((l) => l.isDefault)!;
}

/** Ordinary available products (not subscriptions nor rewards). */
async function products() {
  return t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('nature_id', '=', 1)
    .where('available', '>', 0)
    .orderBy('id')
    .execute();
}

/** Mario adds `quantity` of a product to a list twice; answers the second add. */
async function addTwice(listId: number, productId: number, quantity: number) {
  const add = () =>
    postJson('/ebsn/api/wishlist/add-product', t.mario, {
      listId,
      items: [{ productId, quantity }],
    });
  await add();
  return expectContract<Envelope<List>>(t.app, 'lists.addProduct', await add());
}

describe('lists', () => {
  it('lists Mario’s default list with its size', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/wishlist/list',
      headers: t.mario.headers,
    });
    const body = expectContract<Envelope<{ lists: List[] }>>(t.app, 'lists.list', response);
    expect(body.data?.lists).toEqual([
      { listId: expect.any(Number), name: 'Spesa settimanale', size: 6, isDefault: true },
    ]);
  });

  it('shows a list with its products, and answers 404 for another user’s list', async () => {
    const list = await marioDefaultList();
    const response = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/wishlist/view?list_id=${list.listId}`,
      headers: t.mario.headers,
    });
    const body = expectContract<Envelope<List>>(t.app, 'lists.get', response);
    expect(body.data?.wishlistItems).toHaveLength(6);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/wishlist/view?list_id=${list.listId}`,
      headers: t.giulia.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'lists.get', foreign);
  });

  it('creates, renames and deletes a list; a duplicate name is a business refusal', async () => {
    const created = await postForm(t.app, '/ebsn/api/wishlist/create', t.giulia, {
      name: 'Grigliata di sabato',
    });
    const list = expectContract<Envelope<List>>(t.app, 'lists.create', created).data!;
    expectInfoShown(t.app, 'lists.create', created, 'Lista creata');
    expect(list).toMatchObject({
      name: 'Grigliata di sabato',
      size: 0,
      isDefault: true,
      wishlistItems: [],
    });

    const second = expectContract<Envelope<List>>(
      t.app,
      'lists.create',
      await postForm(t.app, '/ebsn/api/wishlist/create', t.giulia, { name: 'Pranzo' }),
    ).data!;
    expect(second.isDefault).toBe(false);

    const duplicate = await postForm(t.app, '/ebsn/api/wishlist/create', t.giulia, {
      name: 'pranzo',
    });
    const refused = expectContract<Envelope>(t.app, 'lists.create', duplicate);
    expect(refused.response.status).not.toBe(0);
    expect(refused.response.errors[0]?.error).toBe('Hai già una lista con questo nome');

    const renamed = await postForm(t.app, '/ebsn/api/wishlist/rename', t.giulia, {
      list_id: second.listId,
      name: 'Pranzo di Pasqua',
    });
    expect(expectContract<Envelope<List>>(t.app, 'lists.rename', renamed).data?.name).toBe(
      'Pranzo di Pasqua',
    );
    expectInfoShown(t.app, 'lists.rename', renamed, 'Lista rinominata');
    const foreignRename = await postForm(t.app, '/ebsn/api/wishlist/rename', t.mario, {
      list_id: second.listId,
      name: 'Mia',
    });
    expect(foreignRename.statusCode).toBe(404);
    expectContract(t.app, 'lists.rename', foreignRename);

    const defaultDelete = await postForm(t.app, '/ebsn/api/wishlist/delete', t.giulia, {
      list_id: list.listId,
    });
    expect(defaultDelete.statusCode).toBe(409);
    expectContract(t.app, 'lists.delete', defaultDelete);
    const foreignDelete = await postForm(t.app, '/ebsn/api/wishlist/delete', t.mario, {
      list_id: second.listId,
    });
    expect(foreignDelete.statusCode).toBe(404);
    const deleted = await postForm(t.app, '/ebsn/api/wishlist/delete', t.giulia, {
      list_id: second.listId,
    });
    const remaining = expectContract<Envelope<{ lists: List[] }>>(t.app, 'lists.delete', deleted)
      .data!.lists;
    expect(remaining.map((l) => l.listId)).toEqual([list.listId]);
    expectInfoShown(t.app, 'lists.delete', deleted, 'Lista eliminata');
  });

  it('refuses an empty name with a 400 envelope', async () => {
    const response = await postForm(t.app, '/ebsn/api/wishlist/create', t.giulia, { name: '' });
    expect(response.statusCode).toBe(400);
    expectContract(t.app, 'lists.create', response);
  });

  it('stops a line at 999 pieces when more is added', async () => {
    const created = await postForm(t.app, '/ebsn/api/wishlist/create', t.mario, {
      name: 'Scorta',
    });
    const list = (created.json() as Envelope<List>).data!;
    const [product] = await products();
    const body = await addTwice(list.listId, product!.id, 999);
    expect(body.data!.wishlistItems!.map((item) => item.quantity)).toEqual([999]);
  });

  it('adds products (summing quantities) and removes lines', async () => {
    const list = await marioDefaultList();
    const [product] = await products();
    const body = await addTwice(list.listId, product!.id, 2);
    const line = body.data!.wishlistItems!.find((item) => item.product.productId === product!.id)!;
    expect(line.quantity).toBeGreaterThanOrEqual(4);

    const unknown = await postJson('/ebsn/api/wishlist/add-product', t.mario, {
      listId: list.listId,
      items: [{ productId: 999999, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    expectContract(t.app, 'lists.addProduct', unknown);
    const foreign = await postJson('/ebsn/api/wishlist/add-product', t.giulia, {
      listId: list.listId,
      items: [{ productId: product!.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(404);

    const removed = await postJson('/ebsn/api/wishlist/remove-product', t.mario, {
      listId: list.listId,
      items: [{ itemId: line.itemId }],
    });
    const after = expectContract<Envelope<List>>(t.app, 'lists.removeProduct', removed).data!;
    expect(after.wishlistItems!.map((item) => item.itemId)).not.toContain(line.itemId);
    const again = await postJson('/ebsn/api/wishlist/remove-product', t.mario, {
      listId: list.listId,
      items: [{ itemId: line.itemId }],
    });
    expect(again.statusCode).toBe(404);
    expectContract(t.app, 'lists.removeProduct', again);
  });

  it('refuses a subscription product on a list as a business refusal', async () => {
    const subscription = await t.db
      .selectFrom('products')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('nature_id', '=', 10),
          eb(eb.ref('product_infos', '->>').key('PRODUCT_NATURE_ID'), '=', '10'),
        ]),
      )
      .executeTakeFirst();
    expect(subscription).toBeDefined();
    const list = await marioDefaultList();
    const response = await postJson('/ebsn/api/wishlist/add-product', t.mario, {
      listId: list.listId,
      items: [{ productId: subscription!.id, quantity: 1 }],
    });
    const body = expectContract<Envelope>(t.app, 'lists.addProduct', response);
    expect(body.response.status).not.toBe(0);
  });

  it('adds the available products of a list to the cart and warns about the others', async () => {
    const created = await postForm(t.app, '/ebsn/api/wishlist/create', t.giulia, {
      name: 'Per il carrello',
    });
    const list = (created.json() as Envelope<List>).data!;
    const [available, missing] = await products();
    await t.db
      .updateTable('products')
      .set({ available: 0 })
      .where('id', '=', missing!.id)
      .execute();
    await postJson('/ebsn/api/wishlist/add-product', t.giulia, {
      listId: list.listId,
      items: [
        { productId: available!.id, quantity: 3 },
        { productId: missing!.id, quantity: 1 },
      ],
    });
    const response = await postForm(t.app, '/ebsn/api/wishlist/add-to-cart', t.giulia, {
      list_id: list.listId,
    });
    const body = expectContract<
      Envelope<{ cartItems: Array<{ quantity: number; product: { productId: number } }> }>
    >(t.app, 'lists.addToCart', response);
    expect(body.response.status).toBe(0);
    expect(body.data?.cartItems).toContainEqual(
      expect.objectContaining({
        quantity: 3,
        product: expect.objectContaining({ productId: available!.id }),
      }),
    );
    expect(body.response.warnings[0]?.warning).toContain(missing!.name);
    expect(body.data?.cartItems.map((item) => item.product.productId)).not.toContain(missing!.id);

    const foreign = await postForm(t.app, '/ebsn/api/wishlist/add-to-cart', t.mario, {
      list_id: list.listId,
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'lists.addToCart', foreign);
  });

  it('refuses to add an empty list to the cart as a business refusal', async () => {
    const created = await postForm(t.app, '/ebsn/api/wishlist/create', t.giulia, { name: 'Vuota' });
    const list = (created.json() as Envelope<List>).data!;
    const response = await postForm(t.app, '/ebsn/api/wishlist/add-to-cart', t.giulia, {
      list_id: list.listId,
    });
    const body = expectContract<Envelope>(t.app, 'lists.addToCart', response);
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0]?.error).toBe(
      'Nessun prodotto della lista è disponibile in questo momento',
    );
  });
});
