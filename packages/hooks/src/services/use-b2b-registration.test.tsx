import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http, ok, server } from '../testing/server';
import { requestQuery, requestJson } from '../testing/request-text';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import {
  useB2bAddresses,
  useB2bLookupUser,
  useUpdateB2bRegistration,
} from './use-b2b-registration';
import { useUserDetail } from '../session/use-user-detail';

describe('useB2bLookupUser', () => {
  it("looks the customer up under the retailer's path", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/ebsn/api/{retailer}-b2b-registration/lookup_user', ({ request, params }) => {
        sent.push({
          retailer: params.retailer,
          ...requestQuery(request),
        });
        return Response.json(ok({ found: true }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => useB2bLookupUser('acme', { card: '2900001234567', piva_cf: '00743110157' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.found).toBe(true);
    expect(sent).toEqual([{ retailer: 'acme', card: '2900001234567', piva_cf: '00743110157' }]);
  });

  it('asks nothing until both the card and the code are given', () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useB2bLookupUser('acme', { card: '2900001234567' }), {
      wrapper,
    });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/{retailer}-b2b-registration/lookup_user', message: 'Carta non valida' },
      () => useB2bLookupUser('acme', { card: '1', piva_cf: '2' }),
    );
  });
});

describe('useB2bAddresses', () => {
  it('gives the addresses customers can register with', async () => {
    serveOk(
      { get: '/ebsn/api/{retailer}-b2b-registration/list-all' },
      { addresses: [{ addressId: 8813, addressName: 'Cash Milano' }] },
    );
    const { result } = await renderUntilSuccess(() => useB2bAddresses('acme'));
    expect(result.current.data?.addresses.map((address) => address.addressId)).toEqual([8813]);
  });
});

describe('useUpdateB2bRegistration', () => {
  it('sends the data to the retailer and succeeds', async () => {
    const sent = serveOk({ post: '/ebsn/api/{retailer}-b2b-registration/update' }, {}, requestJson);
    await renderUntilSuccess(
      () => useUpdateB2bRegistration('acme'),
      (hook) => hook.mutate({ phone: '3471234567' }),
    );
    expect(sent).toEqual([{ phone: '3471234567' }]);
  });

  it('asks the user detail again, where the company shows', async () => {
    let company = 'Rossi Srl';
    server.use(
      http.get('/ebsn/api/user/detail', () =>
        Response.json(ok({ userId: 7, email: 'a@rossi.it', person: { personTypeId: 2, company } })),
      ),
      http.post('/ebsn/api/{retailer}-b2b-registration/update', () => {
        company = 'Rossi Alimentari Srl';
        return Response.json(ok({}));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ detail: useUserDetail(), update: useUpdateB2bRegistration('acme') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.person?.company).toBe('Rossi Srl'));
    act(() =>
      result.current.update.mutate({
        person: { personTypeId: 2, company: 'Rossi Alimentari Srl', vatCode: '00743110157' },
      } as never),
    );
    await waitFor(() =>
      expect(result.current.detail.data?.person?.company).toBe('Rossi Alimentari Srl'),
    );
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/{retailer}-b2b-registration/update', message: 'Partita IVA non valida' },
      () => useUpdateB2bRegistration('acme'),
      (hook) => hook.mutate({ phone: '3471234567' }),
    );
  });
});
