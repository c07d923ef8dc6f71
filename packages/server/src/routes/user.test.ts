import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { expectContract, expectErrorListed } from '../testing/contract';
import {
  SDK_HEADERS,
  postForm,
  type TestSession,
  type Envelope,
  testAppBeforeAll,
} from '../testing/test-app';

const t = testAppBeforeAll({ products: 20 }, { mario: MARIO, giulia: GIULIA });

interface Person {
  personFiscalId: number;
  personTypeId: number;
  firstName?: string;
  company?: string;
  vatCode?: string;
  vatFiscalCode?: string;
  vatSdiCode?: string;
  email: string;
}

const ADDRESS = {
  name: 'Luca Verdi',
  address1: 'Via Garibaldi',
  addressNumber: '8',
  city: 'Torino',
  province: 'TO',
  postalcode: '10122',
};

function post(url: string, session: TestSession, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: session.headers, payload });
}

/** Giulia as a private fiscal person with the given tax code. */
function giuliaPerson(vatFiscalCode: string) {
  return {
    personTypeId: 1,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    vatFiscalCode,
    email: GIULIA.email,
  };
}

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('user.get', () => {
  it('shows Mario’s phone, +39 prefix, billing person and address', async () => {
    const response = await get('/ebsn/api/user/detail', t.mario.headers);
    const body = expectContract<
      Envelope<{ phone: string; prefix: string; person: Person; billingAddress: { city: string } }>
    >(t.app, 'user.get', response);
    expect(body.data).toMatchObject({ phone: '3471234567', prefix: '+39' });
    expect(body.data?.person).toMatchObject({
      personTypeId: 1,
      firstName: 'Mario',
      vatSdiCode: '0000000',
    });
    expect(body.data?.billingAddress?.city).toBe('Milano');
  });

  it('shows Giulia without a phone, with the default prefix', async () => {
    const response = await get('/ebsn/api/user/detail', t.giulia.headers);
    const body = expectContract<
      Envelope<{ phone: string | null; prefix: string; person: unknown }>
    >(t.app, 'user.get', response);
    expect(body.data).toMatchObject({ phone: null, prefix: '+39', person: null });
  });

  it('needs a session (401 envelope)', async () => {
    const response = await get('/ebsn/api/user/detail', SDK_HEADERS);
    expect(response.statusCode).toBe(401);
    expectContract(t.app, 'user.get', response);
  });
});

describe('user.update', () => {
  it('saves Giulia’s mobile phone with the +39 prefix', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, { phone: '3209876543' });
    const body = expectContract<Envelope<{ phone: string; prefix: string }>>(
      t.app,
      'user.update',
      response,
    );
    expect(body.response.status).toBe(0);
    expect(body.data).toMatchObject({ phone: '3209876543', prefix: '+39' });
  });

  it('refuses a number that is not a mobile for its foreign prefix, with the core message', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, {
      phone: '123456',
      prefix: '+44',
    });
    expectErrorListed(t.app, 'user.update', response, 400, {
      error: 'Numero di cellulare non valido',
      field: 'phone',
    });
  });

  it('saves the billing person and address of the profile, shown by user.get', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, {
      firstName: 'Giulia Maria',
      person: giuliaPerson('BNCGLI90A41F205H'),
      billingAddress: ADDRESS,
    });
    const body = expectContract<
      Envelope<{ firstName: string; person: Person; billingAddress: { city: string } }>
    >(t.app, 'user.update', response);
    expect(body.data?.firstName).toBe('Giulia Maria');
    expect(body.data?.person).toMatchObject({ personTypeId: 1, vatSdiCode: '0000000' });
    expect(body.data?.billingAddress.city).toBe('Torino');
    const again = await get('/ebsn/api/user/detail', t.giulia.headers);
    expect(
      expectContract<Envelope<{ person: Person }>>(t.app, 'user.get', again).data?.person
        .personFiscalId,
    ).toBe(body.data?.person.personFiscalId);
  });

  it('refuses a billing person whose tax code has a wrong check letter', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, {
      person: giuliaPerson('RCCMNL83S18D969A'),
    });
    expectErrorListed(t.app, 'user.update', response, 400, {
      error: 'Formato non corretto',
      field: 'person.vatFiscalCode',
    });
  });

  it('refuses a landline under +39 at the contract', async () => {
    const response = await post('/ebsn/api/user/update-detail', t.giulia, { phone: '0212345678' });
    expect(response.statusCode).toBe(400);
    expectContract(t.app, 'user.update', response);
  });
});

describe('fiscalPersons', () => {
  it('lists Mario’s fiscal person', async () => {
    const response = await get('/ebsn/api/person-fiscal/list', t.mario.headers);
    const body = expectContract<Envelope<{ personFiscals: Person[] }>>(
      t.app,
      'fiscalPersons.list',
      response,
    );
    expect(body.data?.personFiscals).toHaveLength(1);
    expect(body.data?.personFiscals[0]?.vatFiscalCode).toMatch(/^RSSMRA80A01F205/);
  });

  it.each([
    {
      kind: 'a private person with the default SDI code 0000000',
      fields: {
        ...giuliaPerson('rssmra85m01h501q'),
        billingAddress: ADDRESS,
      },
      saved: { personTypeId: 1, vatFiscalCode: 'RSSMRA85M01H501Q', vatSdiCode: '0000000' },
    },
    {
      kind: 'a company with a valid VAT number and SDI code',
      fields: {
        personTypeId: 2,
        company: 'Bianchi Alimentari S.r.l.',
        vatCode: '00743110157',
        email: 'amministrazione@bianchi.it',
        vatSdiCode: 'M5UXCR1',
        billingAddress: ADDRESS,
      },
      saved: { personTypeId: 2, vatCode: '00743110157', vatSdiCode: 'M5UXCR1' },
    },
  ])('inserts $kind and answers status 0 with data', async ({ fields, saved }) => {
    const response = await post('/ebsn/api/person-fiscal/insert', t.giulia, fields);
    const body = expectContract<Envelope<Person>>(t.app, 'fiscalPersons.create', response);
    expect(body.response.status).toBe(0);
    expect(body.data).toMatchObject(saved);
  });

  it.each([
    {
      kind: 'a VAT number with a wrong check digit',
      fields: {
        personTypeId: 3,
        company: 'Ditta Bianchi',
        vatCode: '00743110158',
        email: 'ditta@bianchi.it',
        emailCertified: 'ditta@pec.bianchi.it',
      },
      error: { error: 'Partita Iva non valida', field: 'vatCode' },
    },
    {
      kind: 'a business without PEC nor SDI',
      fields: {
        personTypeId: 2,
        company: 'Senza Recapiti S.r.l.',
        vatCode: '00743110157',
        email: 'x@senzarecapiti.it',
        vatSdiCode: '0000000',
      },
      error: { error: 'PEC o SDI obbligatori' },
    },
  ])('refuses $kind with the Italian message', async ({ fields, error }) => {
    const response = await post('/ebsn/api/person-fiscal/insert', t.giulia, fields);
    expectErrorListed(t.app, 'fiscalPersons.create', response, 400, error);
  });

  it('refuses the same tax code twice as a business refusal (status 1)', async () => {
    const response = await post(
      '/ebsn/api/person-fiscal/insert',
      t.giulia,
      giuliaPerson('RSSMRA85M01H501Q'),
    );
    expect(response.statusCode).toBe(200);
    const body = expectContract<Envelope>(t.app, 'fiscalPersons.create', response);
    expect(body.response.status).not.toBe(0);
    expect(body.data).toBeNull();
  });

  it('updates a person of the user, and refuses another user’s with 404', async () => {
    const list = await get('/ebsn/api/person-fiscal/list', t.giulia.headers);
    const company = (list.json() as Envelope<{ personFiscals: Person[] }>).data!.personFiscals.find(
      (p) => p.personTypeId === 2,
    )!;
    const change = {
      personFiscalId: company.personFiscalId,
      personTypeId: 2,
      company: 'Bianchi Alimentari S.p.A.',
      vatCode: '00743110157',
      email: 'amministrazione@bianchi.it',
      emailCertified: 'bianchi@pec.it',
    };
    const response = await post('/ebsn/api/person-fiscal/update', t.giulia, change);
    const body = expectContract<Envelope<Person>>(t.app, 'fiscalPersons.update', response);
    expect(body.data).toMatchObject({
      company: 'Bianchi Alimentari S.p.A.',
      vatSdiCode: '0000000',
    });

    const foreign = await post('/ebsn/api/person-fiscal/update', t.mario, change);
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'fiscalPersons.update', foreign);
  });

  it('deletes a person and returns the others; another user’s id answers 404', async () => {
    const list = await get('/ebsn/api/person-fiscal/list', t.giulia.headers);
    const persons = (list.json() as Envelope<{ personFiscals: Person[] }>).data!.personFiscals;
    const victim = persons[0]!;
    const foreign = await postForm(t.app, '/ebsn/api/person-fiscal/delete', t.mario, {
      person_fiscal_id: victim.personFiscalId,
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'fiscalPersons.delete', foreign);

    await t.db
      .updateTable('carts')
      .set({ person_fiscal_id: victim.personFiscalId })
      .where('id', '=', t.giulia.cartId)
      .execute();
    const response = await postForm(t.app, '/ebsn/api/person-fiscal/delete', t.giulia, {
      person_fiscal_id: victim.personFiscalId,
    });
    const cart = await t.db
      .selectFrom('carts')
      .select('person_fiscal_id')
      .where('id', '=', t.giulia.cartId)
      .executeTakeFirstOrThrow();
    expect(cart.person_fiscal_id).toBeNull();
    const body = expectContract<Envelope<{ personFiscals: Person[] }>>(
      t.app,
      'fiscalPersons.delete',
      response,
    );
    expect(body.data?.personFiscals.map((p) => p.personFiscalId)).not.toContain(
      victim.personFiscalId,
    );
    expect(body.data?.personFiscals).toHaveLength(persons.length - 1);

    const again = await postForm(t.app, '/ebsn/api/person-fiscal/delete', t.giulia, {
      person_fiscal_id: victim.personFiscalId,
    });
    expect(again.statusCode).toBe(404);
  });
});
