import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aCart } from '../cart/cart-fixtures';
import { useCart } from '../cart/use-cart';
import { useDeliveryAddresses } from '../delivery/use-delivery';
import { mario } from '../session/session-fixtures';
import { invoiceKeys } from '../invoice/invoice-keys';
import { http, ok, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import { serveInTurn, serveOk } from '../testing/served-call';
import { refusalCase } from '../testing/server-refusal';
import { bianchi, home, office, rossi } from './profile-fixtures';
import { addressKeys } from './profile-keys';
import { useCreateBillingAddress, useUpdateBillingAddress } from './use-billing-addresses';
import {
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
  useUserAddresses,
} from './use-user-addresses';
import { requestForm } from '../testing/request-text';

const { addressId: _id, deliveryServiceId: _ds, addressTypeId: _at, ...officeInput } = office;

const luca = {
  personTypeId: 1 as const,
  firstName: 'Luca',
  lastName: 'Bianchi',
  vatFiscalCode: 'BNCLCU80A01F205X',
  email: 'luca.bianchi@example.it',
};

describe('useCreateAddress', () => {
  it("reloads the user's addresses and checkout's home-delivery addresses", async () => {
    let deliveryListRequests = 0;
    let sent: unknown;
    serveInTurn(
      { get: '/ebsn/api/user-address/list' },
      { addresses: [home] },
      { addresses: [home, office] },
    );
    server.use(
      http.get('/ebsn/api/address/list', () => {
        deliveryListRequests += 1;
        return Response.json(ok({ addresses: [home] }));
      }),
      http.post('/ebsn/api/user-address/add', async ({ request }) => {
        sent = await request.json();
        return Response.json(ok(office));
      }),
    );
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => ({
        mine: useUserAddresses(),
        delivery: useDeliveryAddresses(2),
        create: useCreateAddress(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.delivery.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));

    act(() => result.current.create.mutate(officeInput));

    await waitFor(() => expect(result.current.mine.data?.addresses).toHaveLength(2));
    await waitFor(() => expect(deliveryListRequests).toBe(2));
    expect(sent).toEqual(officeInput);
    expect(queryClient.getQueryData(addressKeys.detail(16))).toEqual(office);
  });
});

describe('useUpdateAddress', () => {
  it('caches the answered address', async () => {
    const moved = { ...home, addressNumber: '3' };
    serveOk({ post: '/ebsn/api/user-address/update' }, moved);
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(addressKeys.detail(15), home);
    const { result } = renderHook(() => useUpdateAddress(), { wrapper });
    const { deliveryServiceId: _d, addressTypeId: _t, ...input } = moved;
    act(() => result.current.mutate(input));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(addressKeys.detail(15))).toEqual(moved);
  });

  it("shows the changed address in the cart when it is the cart's delivery address", async () => {
    const moved = { ...home, addressNumber: '99' };
    let cartAddress = home;
    server.use(
      http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: mario }))),
      http.get('/ebsn/api/cart/view', () =>
        Response.json(ok(aCart({ shippingAddress: cartAddress }))),
      ),
      http.post('/ebsn/api/user-address/update', () => {
        cartAddress = moved;
        return Response.json(ok(moved));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ cart: useCart(), update: useUpdateAddress() }), {
      wrapper,
    });
    const cartAddressNumber = () => result.current.cart.data?.shippingAddress?.addressNumber;
    await waitFor(() => expect(cartAddressNumber()).toBe(home.addressNumber));
    const { deliveryServiceId: _d, addressTypeId: _t, ...input } = moved;

    act(() => result.current.update.mutate(input));

    await waitFor(() => expect(cartAddressNumber()).toBe('99'));
  });
});

describe('useDeleteAddress', () => {
  it("gives the user's addresses the remaining ones and forgets the deleted one", async () => {
    const sent = serveOk(
      { post: '/ebsn/api/user-address/delete' },
      { addresses: [home] },
      requestForm,
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(addressKeys.list(), { addresses: [home, office] });
    queryClient.setQueryData(addressKeys.detail(16), office);
    const { result } = renderHook(() => useDeleteAddress(), { wrapper });

    act(() => result.current.mutate({ addressId: 16 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([{ address_id: '16' }]);
    expect(queryClient.getQueryData(addressKeys.list())).toEqual({ addresses: [home] });
    expect(queryClient.getQueryData(addressKeys.detail(16))).toBeUndefined();
  });
});

describe('useCreateBillingAddress', () => {
  it('sends 0000000 as e-invoice code when none is given and reloads the list', async () => {
    let sent: unknown;
    server.use(
      http.post('/ebsn/api/person-fiscal/insert', async ({ request }) => {
        sent = await request.json();
        return Response.json(ok({ ...bianchi, vatSdiCode: '0000000' }));
      }),
      // No set-cart-info handler: the profile leaves the cart alone.
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(invoiceKeys.fiscalPersons(), { personFiscals: [rossi] });
    const { result } = renderHook(() => useCreateBillingAddress(), { wrapper });

    act(() => result.current.mutate(luca));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toMatchObject({ lastName: 'Bianchi', vatSdiCode: '0000000' });
    expect(queryClient.getQueryState(invoiceKeys.fiscalPersons())?.isInvalidated).toBe(true);
  });
});

describe('useUpdateBillingAddress', () => {
  it('sends the person and reloads the list', async () => {
    let sent: unknown;
    const changed = {
      personFiscalId: 4,
      personTypeId: 2 as const,
      company: 'Rossi Srl',
      vatCode: '00743110157',
      email: 'amministrazione@rossi.it',
      vatSdiCode: 'ABC1234',
    };
    server.use(
      http.post('/ebsn/api/person-fiscal/update', async ({ request }) => {
        sent = await request.json();
        return Response.json(ok(changed));
      }),
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(invoiceKeys.fiscalPersons(), { personFiscals: [rossi] });
    const { result } = renderHook(() => useUpdateBillingAddress(), { wrapper });
    act(() => result.current.mutate(changed));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toMatchObject({ personFiscalId: 4, vatSdiCode: 'ABC1234' });
    expect(queryClient.getQueryState(invoiceKeys.fiscalPersons())?.isInvalidated).toBe(true);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useCreateAddress',
    {
      post: '/ebsn/api/user-address/add',
      status: 400,
      message: 'Indirizzo non coperto dal servizio',
    },
    () => useCreateAddress(),
    (hook) => hook.mutate(officeInput),
  ),
  refusalCase(
    'useDeleteAddress',
    {
      post: '/ebsn/api/user-address/delete',
      status: 409,
      message: "L'indirizzo è usato dal carrello",
    },
    () => useDeleteAddress(),
    (hook) => hook.mutate({ addressId: 15 }),
  ),
  refusalCase(
    'useCreateBillingAddress',
    { post: '/ebsn/api/person-fiscal/insert', status: 400, message: 'Formato non corretto' },
    () => useCreateBillingAddress(),
    (hook) => hook.mutate(luca),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", expectRefusal);
});
