import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Cart, Person } from '@carrello/sdk';

import { aCart } from '../cart/cart-fixtures';
import { cartKeys } from '../cart/cart-keys';
import { bianchi, rossi } from '../profile/profile-fixtures';
import { http, ok, refused, server } from '../testing/server';
import { createTestContext, renderUntilError, renderUntilSuccess } from '../testing/wrapper';
import { serveOk, serveInTurn } from '../testing/served-call';
import { refusalCase, serveRefusal } from '../testing/server-refusal';
import { invoiceKeys } from './invoice-keys';
import type { InsertFiscalPersonVariables } from './invoice-mutations';
import {
  useDeleteFiscalPerson,
  useFiscalPersons,
  useInsertFiscalPerson,
  useNeedInvoice,
  useSelectFiscalPerson,
} from './use-fiscal-persons';
import { requestForm } from '../testing/request-text';

/** A cart whose `cartInfos` hold the invoice choice. */
function cartWith(cartInfos: Cart['cartInfos']): Cart {
  return aCart({ cartInfos });
}

describe('useFiscalPersons', () => {
  it("gives the user's fiscal persons", async () => {
    serveOk({ get: '/ebsn/api/person-fiscal/list' }, { personFiscals: [rossi, bianchi] });
    const { result } = await renderUntilSuccess(() => useFiscalPersons());
    expect(result.current.data?.personFiscals.map((p) => p.personFiscalId)).toEqual([4, 5]);
  });
});

describe('useInsertFiscalPerson', () => {
  // What the new fiscal person form of the ui hands over (`FiscalPersonForm` of core).
  const person = {
    personTypeId: 2 as const,
    company: 'Verdi Spa',
    vatCode: '01234567897',
    email: 'fatture@verdi.it',
    emailCertified: 'verdi@pec.it',
  };
  const billingAddress = {
    address1: 'Via Roma',
    addressNumber: '1',
    city: 'Milano',
    province: 'MI',
    postalcode: '20121',
    country: { iso: 'IT' as const },
  };
  const newPerson = { person, billingAddress };

  /** Inserts `variables` against a server that refuses them, and gives the body it received. */
  async function bodySentFor(variables: InsertFiscalPersonVariables) {
    let sent: unknown;
    server.use(
      http.post('/ebsn/api/person-fiscal/insert', async ({ request }) => {
        sent = await request.json();
        return Response.json(refused('Partita Iva già presente'));
      }),
    );
    await renderUntilError(
      () => useInsertFiscalPerson(),
      (hook) => hook.mutate(variables),
    );
    return sent;
  }

  /**
   * Renders the fiscal person list beside the insertion (whose `onSuccess` is a spy) and gives
   * them with the test context once the list was read.
   */
  async function renderListAndInsert() {
    const onSuccess = vi.fn();
    const context = createTestContext();
    const { result } = renderHook(
      () => ({ list: useFiscalPersons(), insert: useInsertFiscalPerson({ onSuccess }) }),
      { wrapper: context.wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    return { ...context, result, onSuccess };
  }

  it('sends the person with its billing address as one body, without blank fields', async () => {
    const sent = await bodySentFor({
      person: { ...person, vatSdiCode: 'ABC1234', vatFiscalCode: null },
      billingAddress: { ...billingAddress, name: null, addressName: '' },
    });
    expect(sent).toEqual({
      ...person,
      vatSdiCode: 'ABC1234',
      billingAddress: {
        ...billingAddress,
        country: { countryId: 1, iso: 'IT', name: 'Italia' },
      },
    });
  });

  it('sends 0000000 as e-invoice code when none is given', async () => {
    const sent = await bodySentFor({ billingAddress, person: { ...person, vatSdiCode: '' } });
    expect(sent).toMatchObject({ company: 'Verdi Spa', vatSdiCode: '0000000' });
  });

  it('keeps the e-invoice code the user typed', async () => {
    const sent = await bodySentFor({
      billingAddress,
      person: { ...person, vatSdiCode: 'ABC1234' },
    });
    expect(sent).toMatchObject({ vatSdiCode: 'ABC1234' });
  });

  describe('when the server answers the new person', () => {
    it('reloads the list, saves the person on the cart and hands it to onSuccess', async () => {
      const inserted: Person = { ...person, personFiscalId: 9, vatSdiCode: '0000000' };
      let cartInfo: Record<string, string> | undefined;
      const listRequests = serveInTurn(
        { get: '/ebsn/api/person-fiscal/list' },
        { personFiscals: [rossi] },
        { personFiscals: [rossi, inserted] },
      );
      server.use(
        http.post('/ebsn/api/person-fiscal/insert', () => Response.json(ok(inserted))),
        http.post('/ebsn/api/cart/set-cart-info', async ({ request }) => {
          cartInfo = await requestForm(request);
          return Response.json(ok(cartWith({ need_invoice: 'true', PERSON_FISCAL_ID: '9' })));
        }),
      );
      const { result, queryClient, onSuccess } = await renderListAndInsert();

      act(() => result.current.insert.mutate(newPerson));

      await waitFor(() => expect(result.current.insert.isSuccess).toBe(true));
      expect(cartInfo).toEqual({ property: 'PERSON_FISCAL_ID', value: '9' });
      expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos.PERSON_FISCAL_ID).toBe(
        '9',
      );
      expect(onSuccess).toHaveBeenCalledWith(inserted, newPerson, undefined, expect.anything());
      await waitFor(() => expect(result.current.list.data?.personFiscals).toHaveLength(2));
      expect(listRequests).toHaveLength(2);
    });
  });

  describe('when the server refuses', () => {
    it('only shows the refusal in error: no cart change, no reload, no toast', async () => {
      const listRequests = serveOk(
        { get: '/ebsn/api/person-fiscal/list' },
        { personFiscals: [rossi] },
      );
      serveRefusal({
        post: '/ebsn/api/person-fiscal/insert',
        status: 400,
        message: 'La Partita Iva deve avere 11 cifre',
      });
      const { result, notify, onSuccess } = await renderListAndInsert();

      act(() => result.current.insert.mutate(newPerson));

      await waitFor(() => expect(result.current.insert.isError).toBe(true));
      expect(result.current.insert.error?.message).toBe('La Partita Iva deve avere 11 cifre');
      expect(onSuccess).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(listRequests).toHaveLength(1);
    });
  });

  describe('when the server answers status 0 without a person', () => {
    it('does nothing (docs/requirements/errors.md)', async () => {
      server.use(
        // Outside the contract on purpose: the platform may answer no data.
        http.post('/ebsn/api/person-fiscal/insert', () => Response.json(ok(null)) as never),
      );
      const { result, queryClient } = await renderUntilSuccess(
        () => useInsertFiscalPerson(),
        (hook) => hook.mutate(newPerson),
      );
      expect(result.current.data).toBeNull();
      expect(queryClient.getQueryData(cartKeys.detail())).toBeUndefined();
    });
  });
});

describe('useDeleteFiscalPerson', () => {
  it('clears PERSON_FISCAL_ID on the cart when the selected person is deleted', async () => {
    let cartInfo: Record<string, string> | undefined;
    server.use(
      http.post('/ebsn/api/person-fiscal/delete', () =>
        Response.json(ok({ personFiscals: [bianchi] })),
      ),
      http.post('/ebsn/api/cart/set-cart-info', async ({ request }) => {
        cartInfo = await requestForm(request);
        return Response.json(ok(cartWith({ need_invoice: 'true', PERSON_FISCAL_ID: '' })));
      }),
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), cartWith({ PERSON_FISCAL_ID: '4' }));
    const { result } = renderHook(() => useDeleteFiscalPerson(), { wrapper });

    act(() => result.current.mutate({ personFiscalId: 4 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cartInfo).toEqual({ property: 'PERSON_FISCAL_ID', value: '' });
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos.PERSON_FISCAL_ID).toBe('');
  });

  it('leaves the cart alone when another person is deleted, and lists the remaining ones', async () => {
    server.use(
      http.post('/ebsn/api/person-fiscal/delete', () =>
        Response.json(ok({ personFiscals: [rossi] })),
      ),
      // No set-cart-info handler: a call would fail the test.
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), cartWith({ PERSON_FISCAL_ID: '4' }));
    queryClient.setQueryData(invoiceKeys.fiscalPersons(), { personFiscals: [rossi, bianchi] });
    const { result } = renderHook(() => useDeleteFiscalPerson(), { wrapper });

    act(() => result.current.mutate({ personFiscalId: 5 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(
      queryClient.getQueryData<{ personFiscals: Person[] }>(invoiceKeys.fiscalPersons())
        ?.personFiscals,
    ).toEqual([rossi]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos.PERSON_FISCAL_ID).toBe('4');
  });
});

describe('useSelectFiscalPerson', () => {
  it('saves the person on the cart and puts the answered cart in the cache', async () => {
    const cartInfo = serveOk(
      { post: '/ebsn/api/cart/set-cart-info' },
      cartWith({ PERSON_FISCAL_ID: '5' }),
      requestForm,
    );
    const { queryClient } = await renderUntilSuccess(
      () => useSelectFiscalPerson(),
      (hook) => hook.mutate(5),
    );
    expect(cartInfo).toEqual([{ property: 'PERSON_FISCAL_ID', value: '5' }]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos.PERSON_FISCAL_ID).toBe('5');
  });
});

describe('useNeedInvoice', () => {
  it('switches need_invoice and clears the selected fiscal person', async () => {
    const calls: Array<Record<string, string>> = [];
    server.use(
      http.post('/ebsn/api/cart/set-cart-info', async ({ request }) => {
        const call = await requestForm(request);
        calls.push(call);
        return Response.json(
          ok(
            call.property === 'need_invoice'
              ? cartWith({ need_invoice: 'false', PERSON_FISCAL_ID: '4' })
              : cartWith({ need_invoice: 'false', PERSON_FISCAL_ID: '' }),
          ),
        );
      }),
    );
    const { queryClient } = await renderUntilSuccess(
      () => useNeedInvoice(),
      (hook) => hook.mutate(false),
    );
    expect(calls).toEqual([
      { property: 'need_invoice', value: 'false' },
      { property: 'PERSON_FISCAL_ID', value: '' },
    ]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos).toEqual({
      need_invoice: 'false',
      PERSON_FISCAL_ID: '',
    });
  });

  it('makes one call when no fiscal person is selected', async () => {
    const calls = serveOk(
      { post: '/ebsn/api/cart/set-cart-info' },
      cartWith({ need_invoice: 'true' }),
      requestForm,
    );
    const { queryClient } = await renderUntilSuccess(
      () => useNeedInvoice(),
      (hook) => hook.mutate(true),
    );
    expect(calls).toEqual([{ property: 'need_invoice', value: 'true' }]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos.need_invoice).toBe('true');
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useFiscalPersons',
    { get: '/ebsn/api/person-fiscal/list', status: 401, message: 'Sessione scaduta' },
    () => useFiscalPersons(),
  ),
  refusalCase(
    'useDeleteFiscalPerson',
    {
      post: '/ebsn/api/person-fiscal/delete',
      status: 409,
      message: 'Dati di fatturazione usati da un ordine',
    },
    () => useDeleteFiscalPerson(),
    (hook) => hook.mutate({ personFiscalId: 4 }),
  ),
  refusalCase(
    'useSelectFiscalPerson',
    {
      post: '/ebsn/api/cart/set-cart-info',
      status: 404,
      message: 'Dati di fatturazione non trovati',
    },
    () => useSelectFiscalPerson(),
    (hook) => hook.mutate(77),
  ),
  refusalCase(
    'useNeedInvoice',
    { post: '/ebsn/api/cart/set-cart-info', message: 'Carrello bloccato' },
    () => useNeedInvoice(),
    (hook) => hook.mutate(true),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", async () => {
    await expectRefusal();
  });
});
