import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { DEMO_CARDS } from '../seed/profile';
import { expectContract, expectErrorListed } from '../testing/contract';
import { postForm, type TestSession, type Envelope, testAppBeforeAll } from '../testing/test-app';

// The loyalty card of the profile and the default address.

/** The server's error log, shown when a call fails unexpectedly. */
const logged: string[] = [];
const t = testAppBeforeAll(
  {
    products: 20,
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  },
  { mario: MARIO, giulia: GIULIA },
);

interface Address {
  addressId: number;
  addressName: string;
  isDefault?: boolean;
}

function post(url: string, session: TestSession, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: session.headers, payload });
}

async function detail(session: TestSession) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/ebsn/api/user/detail',
    headers: session.headers,
  });
  return expectContract<Envelope<{ fidelityCard: string | null }>>(t.app, 'user.get', response)
    .data!;
}

async function addresses(session: TestSession) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/ebsn/api/user-address/list',
    headers: session.headers,
  });
  return expectContract<Envelope<{ addresses: Address[] }>>(t.app, 'addresses.list', response).data!
    .addresses;
}

const STREET = {
  address1: 'Via Po',
  city: 'Torino',
  province: 'TO',
  postalcode: '10121',
};

describe('the loyalty card of the profile', () => {
  it('links a card to Giulia’s account, then unlinks it', async () => {
    expect((await detail(t.giulia)).fidelityCard).toBeNull();
    const linked = await post('/ebsn/api/user/update-detail', t.giulia, {
      fidelityCard: '2900000055555',
    });
    const body = expectContract<Envelope<{ fidelityCard: string | null }>>(
      t.app,
      'user.update',
      linked,
    );
    expect({ ...body.response, logged }).toMatchObject({ status: 0, errors: [], logged: [] });
    expect(body.data?.fidelityCard).toBe('2900000055555');
    expect((await detail(t.giulia)).fidelityCard).toBe('2900000055555');

    const unlinked = await post('/ebsn/api/user/update-detail', t.giulia, { fidelityCard: null });
    expect(unlinked.statusCode).toBe(200);
    expect((await detail(t.giulia)).fidelityCard).toBeNull();
  });

  it('refuses Mario’s card on Giulia’s account, under the card field', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, {
      fidelityCard: DEMO_CARDS.mario.card,
    });
    expectErrorListed(t.app, 'user.update', response, 409, {
      error: 'Questa carta fedeltà è già collegata a un account',
      field: 'fidelityCard',
    });
    expect((await detail(t.giulia)).fidelityCard).toBeNull();
    expect((await detail(t.mario)).fidelityCard).toBe(DEMO_CARDS.mario.card);
  });

  it('keeps Mario’s own card when he saves it again with his name', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.mario, {
      firstName: 'Mario',
      fidelityCard: DEMO_CARDS.mario.card,
    });
    expect(response.statusCode).toBe(200);
    expect((await detail(t.mario)).fidelityCard).toBe(DEMO_CARDS.mario.card);
  });

  it('refuses a card number that is not 8 to 20 digits', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, { fidelityCard: '12AB' });
    expect(response.statusCode).toBe(400);
    const body = expectContract<Envelope>(t.app, 'user.update', response);
    expect(body.response.errors.some((error) => error.field === 'fidelityCard')).toBe(true);
  });
});

describe('the default address', () => {
  it('makes one address the default and moves the flag when another becomes it', async () => {
    const first = await post('/ebsn/api/user-address/add', t.giulia, {
      ...STREET,
      addressName: 'Casa',
      addressNumber: '10',
      isDefault: true,
    });
    const home = expectContract<Envelope<Address>>(t.app, 'addresses.create', first).data!;
    expect(home.isDefault).toBe(true);
    const second = await post('/ebsn/api/user-address/add', t.giulia, {
      ...STREET,
      addressName: 'Ufficio',
      addressNumber: '20',
    });
    const office = expectContract<Envelope<Address>>(t.app, 'addresses.create', second).data!;
    expect(office.isDefault).toBe(false);

    const update = await post('/ebsn/api/user-address/update', t.giulia, {
      ...STREET,
      addressId: office.addressId,
      addressName: 'Ufficio',
      addressNumber: '20',
      isDefault: true,
    });
    expect(
      expectContract<Envelope<Address>>(t.app, 'addresses.update', update).data?.isDefault,
    ).toBe(true);
    const defaults = (await addresses(t.giulia)).filter((address) => address.isDefault);
    expect(defaults.map((address) => address.addressName)).toEqual(['Ufficio']);
  });

  it('keeps the flag when an edit does not mention it, and drops it with the address', async () => {
    const [office] = (await addresses(t.giulia)).filter((address) => address.isDefault);
    const edit = await post('/ebsn/api/user-address/update', t.giulia, {
      ...STREET,
      addressId: office!.addressId,
      addressName: 'Ufficio nuovo',
      addressNumber: '20',
    });
    expect(expectContract<Envelope<Address>>(t.app, 'addresses.update', edit).data?.isDefault).toBe(
      true,
    );
    await postForm(t.app, '/ebsn/api/user-address/delete', t.giulia, {
      address_id: office!.addressId,
    });
    expect((await addresses(t.giulia)).some((address) => address.isDefault)).toBe(false);
  });

  it('does not touch another customer’s addresses', async () => {
    const before = (await addresses(t.mario)).map((address) => address.isDefault);
    await post('/ebsn/api/user-address/add', t.giulia, {
      ...STREET,
      addressName: 'Seconda casa',
      addressNumber: '30',
      isDefault: true,
    });
    expect((await addresses(t.mario)).map((address) => address.isDefault)).toEqual(before);
  });
});
