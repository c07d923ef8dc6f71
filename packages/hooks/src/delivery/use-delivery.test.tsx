import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Address } from '@carrello/sdk';

import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { requestSearch } from '../testing/request-text';
import { refusalCase } from '../testing/server-refusal';
import { deliveryQueries } from './delivery-queries';
import {
  useCheckAddress,
  useDeliveryAddresses,
  useDeliveryServices,
  useTimeslots,
} from './use-delivery';
import { cachedQueryData } from '../query-client';

const store: Address = {
  addressId: 7,
  deliveryServiceId: 1,
  addressTypeId: 3,
  addressName: 'Supermercato Centro',
  address1: 'Via Dante',
  addressNumber: '4',
  city: 'Milano',
  province: 'MI',
  postalcode: '20121',
};

describe('useDeliveryServices', () => {
  it('gives the services of the chain', async () => {
    serveOk(
      { get: '/ebsn/api/delivery-service/list' },
      {
        deliveryServices: [
          { deliveryServiceId: 1, name: 'Ritiro in negozio', descr: 'Clicca e ritira' },
          { deliveryServiceId: 2, name: 'Consegna a casa', descr: 'A domicilio' },
        ],
      },
    );
    const { result } = await renderUntilSuccess(() => useDeliveryServices());
    expect(result.current.data?.deliveryServices.map((s) => s.name)).toEqual([
      'Ritiro in negozio',
      'Consegna a casa',
    ]);
  });
});

describe('useDeliveryAddresses', () => {
  it('asks for the addresses of the chosen service', async () => {
    const asked = serveOk({ get: '/ebsn/api/address/list' }, { addresses: [store] });
    const { result } = await renderUntilSuccess(() => useDeliveryAddresses(1));
    expect(result.current.data?.addresses[0]?.addressName).toBe('Supermercato Centro');
    expect(asked).toMatchObject([{ delivery_service_id: '1' }]);
  });

  it('asks for nothing while no service is chosen', async () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useDeliveryAddresses(undefined), { wrapper });
    // An unhandled request would fail the test (onUnhandledRequest: 'error').
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
  });
});

describe('useTimeslots', () => {
  it('asks for the slots of the given address', async () => {
    const searches = serveOk(
      { get: '/ebsn/api/timeslot/list' },
      {
        days: [
          {
            date: '2026-11-23',
            timeSlots: [
              {
                timeslotId: 31,
                beginTime: '09:00',
                endTime: '11:00',
                status: 'open',
                available: true,
              },
            ],
          },
        ],
      },
      requestSearch,
    );
    const { result } = await renderUntilSuccess(() =>
      useTimeslots({ deliveryServiceId: 2, addressId: 15 }),
    );
    expect(result.current.data?.days[0]?.timeSlots[0]?.timeslotId).toBe(31);
    expect(searches).toEqual(['?delivery_service_id=2&address_id=15']);
  });

  it("asks for the cart's slots when no address is given", async () => {
    const searches = serveOk({ get: '/ebsn/api/timeslot/list' }, { days: [] }, requestSearch);
    await renderUntilSuccess(() => useTimeslots());
    expect(searches).toEqual(['']);
  });
});

describe('useCheckAddress', () => {
  it('tells whether home delivery covers the address it sends', async () => {
    const searches = serveOk(
      { get: '/ebsn/api/user-address/check' },
      { covered: true, deliveryServiceId: 2 },
      requestSearch,
    );
    const { result } = await renderUntilSuccess(
      () => useCheckAddress(),
      (hook) => hook.mutate({ postalcode: '20121', city: 'Milano' }),
    );
    expect(result.current.data?.covered).toBe(true);
    expect(searches).toEqual(['?postalcode=20121&city=Milano']);
  });
});

describe('deliveryQueries', () => {
  it('lets a route loader fill the cache the hook reads', async () => {
    serveOk({ get: '/ebsn/api/address/list' }, { addresses: [store] });
    const { wrapper, queryClient, client } = createTestContext();
    await cachedQueryData(queryClient, deliveryQueries.addresses(client, 1));
    const { result } = renderHook(() => useDeliveryAddresses(1), { wrapper });
    expect(result.current.data?.addresses[0]?.addressId).toBe(7);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useDeliveryServices',
    { get: '/ebsn/api/delivery-service/list', message: 'Servizio non disponibile' },
    () => useDeliveryServices(),
  ),
  refusalCase(
    'useDeliveryAddresses',
    { get: '/ebsn/api/address/list', message: 'Servizio di consegna non valido' },
    () => useDeliveryAddresses(4),
  ),
  refusalCase(
    'useTimeslots',
    { get: '/ebsn/api/timeslot/list', message: 'Indirizzo non servito' },
    () => useTimeslots({ addressId: 99 }),
  ),
  refusalCase(
    'useCheckAddress',
    { get: '/ebsn/api/user-address/check', status: 400, message: 'CAP non valido' },
    () => useCheckAddress(),
    (hook) => hook.mutate({ postalcode: '00000' }),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", async () => {
    await expectRefusal();
  });
});
