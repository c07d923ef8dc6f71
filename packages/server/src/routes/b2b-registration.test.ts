import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { DEMO_CARDS } from '../seed/profile';
import { expectContract } from '../testing/contract';
import { SDK_HEADERS, mailbox, type Envelope, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 10 }, { mario: MARIO, giulia: GIULIA });

const BASE = '/ebsn/api/acme-b2b-registration';

function post(
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = SDK_HEADERS,
) {
  return t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers, payload });
}

function lookup(card: string, code: string) {
  return t.app.inject({
    method: 'GET',
    url: `${BASE}/lookup_user?card=${card}&piva_cf=${code}`,
    headers: SDK_HEADERS,
  });
}

describe('b2bRegistration.lookupUser', () => {
  it('finds a registered card with a masked e-mail only', async () => {
    const response = await lookup(DEMO_CARDS.mario.card, DEMO_CARDS.mario.fiscalCode);
    const body = expectContract<
      Envelope<{ found: boolean; user: { maskedEmail: string; registered: boolean } }>
    >(t.app, 'b2bRegistration.lookupUser', response);
    expect(body.data).toEqual({
      found: true,
      user: { maskedEmail: 'm***i@e***e.it', firstName: 'Mario', registered: true },
    });
    expect(response.body).not.toContain('mario.rossi@');
  });

  it('answers found false when card and code do not match, and 400 for a malformed code', async () => {
    const response = await lookup(DEMO_CARDS.luca.card, DEMO_CARDS.mario.fiscalCode);
    expect(
      expectContract<Envelope<{ found: boolean }>>(t.app, 'b2bRegistration.lookupUser', response)
        .data,
    ).toEqual({ found: false });
    const bad = await lookup(DEMO_CARDS.luca.card, 'XYZ');
    expect(bad.statusCode).toBe(400);
    expectContract(t.app, 'b2bRegistration.lookupUser', bad);
  });
});

describe('b2bRegistration.registerUserWithCard', () => {
  const body = {
    fidelityCard: DEMO_CARDS.luca.card,
    person: { fiscalCode: DEMO_CARDS.luca.fiscalCode },
    email: 'luca.verdi@example.it',
    password: 'Carrello2026!',
    privacy: true,
  };

  it('creates the account of a loyalty card and links the card', async () => {
    const response = await post('register_user_with_card', body);
    const result = expectContract<
      Envelope<{ user: { userId: number; firstName: string; profileLevel: number } }>
    >(t.app, 'b2bRegistration.registerUserWithCard', response);
    expect(result.data?.user).toMatchObject({ firstName: 'Luca', profileLevel: 0 });
    const card = await lookup(DEMO_CARDS.luca.card, DEMO_CARDS.luca.fiscalCode);
    expect((card.json() as Envelope<{ user: { registered: boolean } }>).data?.user.registered).toBe(
      true,
    );
  });

  it('answers 409 for a card that already has an account, 404 for a wrong code', async () => {
    const taken = await post('register_user_with_card', { ...body, email: 'altro@example.it' });
    expect(taken.statusCode).toBe(409);
    expectContract(t.app, 'b2bRegistration.registerUserWithCard', taken);
    const wrong = await post('register_user_with_card', {
      ...body,
      fidelityCard: DEMO_CARDS.trattoria.card,
      person: { fiscalCode: DEMO_CARDS.luca.fiscalCode },
      email: 'altro@example.it',
    });
    expect(wrong.statusCode).toBe(404);
    expect(
      expectContract<Envelope>(t.app, 'b2bRegistration.registerUserWithCard', wrong).response
        .errors[0]?.error,
    ).toBe('Carta fedeltà e codice fiscale non corrispondono a nessun cliente');
  });
});

describe('b2bRegistration.registerUser', () => {
  const company = {
    email: 'acquisti@bottega.it',
    password: 'Carrello2026!',
    firstName: 'Sara',
    lastName: 'Gialli',
    privacy: true,
    person: {
      fiscalCode: '00743110157',
      personTypeId: 2,
      company: 'La Bottega S.r.l.',
      vatCode: '00743110157',
    },
  };

  it('creates a business customer and mails the confirmation link', async () => {
    const response = await post('register_user', company);
    const body = expectContract<Envelope<{ user: { login: string } }>>(
      t.app,
      'b2bRegistration.registerUser',
      response,
    );
    expect(body.data?.user.login).toBe('acquisti@bottega.it');
    const [mail] = await mailbox(t.app, 'acquisti@bottega.it');
    expect(mail?.subject).toBe('Conferma la tua registrazione');
  });

  it('refuses a registration without a company, and a VAT number with a wrong check digit', async () => {
    const noCompany = await post('register_user', {
      ...company,
      email: 'x@bottega.it',
      person: { fiscalCode: '00743110157' },
    });
    expect(noCompany.statusCode).toBe(400);
    expectContract(t.app, 'b2bRegistration.registerUser', noCompany);
    const badVat = await post('register_user', {
      ...company,
      email: 'y@bottega.it',
      person: { ...company.person, vatCode: '00743110158' },
    });
    expect(badVat.statusCode).toBe(400);
    expect(
      expectContract<Envelope>(t.app, 'b2bRegistration.registerUser', badVat).response.errors[0]
        ?.error,
    ).toBe('Partita Iva non valida');
  });
});

describe('b2bRegistration.registerPerson, update and listAll', () => {
  const person = {
    personTypeId: 2,
    company: 'Rossi Alimentari S.r.l.',
    vatCode: '00743110157',
    email: 'amministrazione@rossialimentari.it',
    vatSdiCode: 'M5UXCR1',
    billingAddress: {
      address1: 'Viale Monza',
      addressNumber: '120',
      city: 'Milano',
      province: 'MI',
      postalcode: '20127',
    },
  };

  it('saves the company as Giulia’s billing person, shown by the user detail', async () => {
    const response = await post('register_person', person, t.giulia.headers);
    const body = expectContract<Envelope<{ person: { personFiscalId: number; company: string } }>>(
      t.app,
      'b2bRegistration.registerPerson',
      response,
    );
    expect(body.data?.person.company).toBe('Rossi Alimentari S.r.l.');
    const detail = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/user/detail',
      headers: t.giulia.headers,
    });
    const user = expectContract<Envelope<{ person: { personFiscalId: number } }>>(
      t.app,
      'user.get',
      detail,
    );
    expect(user.data?.person.personFiscalId).toBe(body.data?.person.personFiscalId);
  });

  it('refuses a private person as a business refusal', async () => {
    const response = await post(
      'register_person',
      {
        personTypeId: 1,
        firstName: 'Giulia',
        lastName: 'Bianchi',
        vatFiscalCode: 'RSSMRA85M01H501Q',
        email: GIULIA.email,
      },
      t.giulia.headers,
    );
    const body = expectContract<Envelope>(t.app, 'b2bRegistration.registerPerson', response);
    expect(body.response.status).not.toBe(0);
  });

  it('updates phone and enabled addresses; another user’s address is refused (400, no 404 in the contract)', async () => {
    const addresses = await t.app.inject({
      method: 'GET',
      url: `${BASE}/list-all`,
      headers: t.mario.headers,
    });
    const list = expectContract<Envelope<{ addresses: Array<{ addressId: number }> }>>(
      t.app,
      'b2bRegistration.listAll',
      addresses,
    );
    expect(list.data?.addresses).toHaveLength(2);
    const ids = list.data!.addresses.map((a) => a.addressId);

    const response = await post(
      'update',
      { phone: '3479876543', addressIds: ids, attributes: { CODICE_REPARTO: 'A1' } },
      t.mario.headers,
    );
    const body = expectContract<Envelope>(t.app, 'b2bRegistration.update', response);
    expect(body.response.status).toBe(0);
    const user = await t.db
      .selectFrom('users')
      .select(['phone', 'person'])
      .where('id', '=', t.mario.userId)
      .executeTakeFirstOrThrow();
    expect(user.phone).toBe('3479876543');
    expect(user.person).toMatchObject({
      b2bData: { addressIds: ids, attributes: { CODICE_REPARTO: 'A1' } },
    });

    const foreign = await post('update', { addressIds: ids }, t.giulia.headers);
    expect(foreign.statusCode).toBe(400);
    expect(
      expectContract<Envelope>(t.app, 'b2bRegistration.update', foreign).response.errors[0]?.error,
    ).toBe('Uno degli indirizzi indicati non è tra i tuoi indirizzi');
    const giuliaUser = await t.db
      .selectFrom('users')
      .select('person')
      .where('id', '=', t.giulia.userId)
      .executeTakeFirstOrThrow();
    expect(giuliaUser.person).not.toHaveProperty('b2bData');
  });

  it('needs a session for list-all', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/list-all`,
      headers: SDK_HEADERS,
    });
    expect(response.statusCode).toBe(401);
    expectContract(t.app, 'b2bRegistration.listAll', response);
  });
});
