import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { expectContract, expectErrorListed, expectInfoShown } from '../testing/contract';
import { postForm, type TestSession, type Envelope, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 20 }, { mario: MARIO, giulia: GIULIA });

interface Address {
  addressId: number;
  addressName: string;
  address1: string;
  postalcode: string;
  active: boolean;
  warehouseId?: number;
  zone?: { zoneId: number; zoneGroupId: number };
}

const HOME = {
  addressName: 'Casa',
  address1: 'Via Garibaldi',
  addressNumber: '8',
  city: 'Torino',
  province: 'TO',
  postalcode: '10121',
  doorbellName: 'Bianchi',
  floor: '2',
};

function list(session: TestSession) {
  return t.app.inject({
    method: 'GET',
    url: '/ebsn/api/user-address/list',
    headers: session.headers,
  });
}

function create(session: TestSession, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/user-address/add',
    headers: session.headers,
    payload: body,
  });
}

function remove(session: TestSession, addressId: number) {
  return postForm(t.app, '/ebsn/api/user-address/delete', session, { address_id: addressId });
}

describe('addresses', () => {
  it('lists Mario’s two home addresses', async () => {
    const body = expectContract<Envelope<{ addresses: Address[] }>>(
      t.app,
      'addresses.list',
      await list(t.mario),
    );
    expect(body.data?.addresses.map((a) => a.addressName)).toEqual(['Casa', 'Ufficio']);
  });

  it('adds a served address, active, with its zone and store', async () => {
    const response = await create(t.giulia, HOME);
    const body = expectContract<Envelope<Address>>(t.app, 'addresses.create', response);
    expectInfoShown(t.app, 'addresses.create', response, 'Indirizzo salvato');
    expect(body.data).toMatchObject({
      address1: 'Via Garibaldi',
      postalcode: '10121',
      active: true,
    });
    expect(body.data?.warehouseId).toBeGreaterThan(0);
    expect(body.data?.zone?.zoneGroupId).toBe(1);
  });

  it('saves an address outside the delivery zones inactive, with a warning', async () => {
    const response = await create(t.giulia, {
      ...HOME,
      addressName: 'Lago',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    });
    const body = expectContract<Envelope<Address>>(t.app, 'addresses.create', response);
    expect(body.data?.active).toBe(false);
    expect(body.response.warnings[0]?.warning).toContain('non raggiunge ancora questo CAP');
  });

  it('refuses the same address twice as a business refusal', async () => {
    const response = await create(t.giulia, HOME);
    expect(response.statusCode).toBe(200);
    const body = expectContract<Envelope>(t.app, 'addresses.create', response);
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0]?.error).toBe('Hai già salvato questo indirizzo');
  });

  it('refuses a street over 60 characters and an unknown province with Italian messages', async () => {
    const long = await create(t.giulia, { ...HOME, address1: 'V'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(
      expectContract<Envelope>(t.app, 'addresses.create', long).response.errors[0]?.error,
    ).toContain('troppo lungo');
    const province = await create(t.giulia, { ...HOME, province: 'XX' });
    expectErrorListed(t.app, 'addresses.create', province, 400, {
      error: 'Provincia non valida',
      field: 'province',
    });
  });

  it('reads and updates an address of the user, and answers 404 for another user’s', async () => {
    const own = list(t.giulia).then((r) => r.json() as Envelope<{ addresses: Address[] }>);
    const address = (await own).data!.addresses[0]!;
    const view = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/user-address/view?address_id=${address.addressId}`,
      headers: t.giulia.headers,
    });
    expect(expectContract<Envelope<Address>>(t.app, 'addresses.get', view).data?.addressId).toBe(
      address.addressId,
    );

    const foreignView = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/user-address/view?address_id=${address.addressId}`,
      headers: t.mario.headers,
    });
    expect(foreignView.statusCode).toBe(404);
    expectContract(t.app, 'addresses.get', foreignView);

    const update = { ...HOME, addressId: address.addressId, floor: '5', addressNote: 'Scala C' };
    const updated = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/user-address/update',
      headers: t.giulia.headers,
      payload: update,
    });
    expect(
      expectContract<Envelope<Address & { floor: string }>>(t.app, 'addresses.update', updated).data
        ?.floor,
    ).toBe('5');
    expectInfoShown(t.app, 'addresses.update', updated, 'Indirizzo salvato');

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/user-address/update',
      headers: t.mario.headers,
      payload: update,
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'addresses.update', foreign);
  });

  it('deletes an address, refuses another user’s (404) and the one of the open cart (409)', async () => {
    const addresses = (await list(t.giulia)).json() as Envelope<{ addresses: Address[] }>;
    const [first, second] = addresses.data!.addresses;
    const foreign = await remove(t.mario, first!.addressId);
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'addresses.delete', foreign);

    await t.db
      .updateTable('carts')
      .set({ address_id: first!.addressId, warehouse_id: first!.warehouseId ?? null })
      .where('user_id', '=', t.giulia.userId)
      .where('status', '=', 'open')
      .execute();
    const inCart = await remove(t.giulia, first!.addressId);
    expect(inCart.statusCode).toBe(409);
    expectContract(t.app, 'addresses.delete', inCart);

    // The address of the cart may change, but not move to a CAP served by another store.
    const update = (postalcode: string, city: string, province: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ebsn/api/user-address/update',
        headers: t.giulia.headers,
        payload: { ...HOME, addressId: first!.addressId, postalcode, city, province, floor: '1' },
      });
    const moved = expectContract<Envelope>(
      t.app,
      'addresses.update',
      await update('20121', 'Milano', 'MI'),
    );
    expect(moved.response.status).not.toBe(0);
    const stays = expectContract<Envelope<Address>>(
      t.app,
      'addresses.update',
      await update('10121', 'Torino', 'TO'),
    );
    expect(stays.response.status).toBe(0);

    const response = await remove(t.giulia, second!.addressId);
    const body = expectContract<Envelope<{ addresses: Address[] }>>(
      t.app,
      'addresses.delete',
      response,
    );
    expect(body.data?.addresses.map((a) => a.addressId)).toEqual([first!.addressId]);
    expectInfoShown(t.app, 'addresses.delete', response, 'Indirizzo eliminato');
  });
});
