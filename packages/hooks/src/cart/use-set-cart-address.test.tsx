import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { http, ok, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useTimeslots } from '../delivery/use-delivery';
import { useSetCartAddress } from './use-set-cart-address';
import { requestForm } from '../testing/request-text';

describe('useSetCartAddress', () => {
  it('posts the service and address as a form and caches the answered cart', async () => {
    const answered = aCart({ cartId: 8, timeslot: null });
    const forms = serveOk({ post: '/ebsn/api/cart/set-address' }, answered, requestForm);
    const { queryClient } = await renderUntilSuccess(
      () => useSetCartAddress(),
      (hook) => hook.mutate({ delivery_service_id: 1, address_id: 15 }),
    );
    expect(forms).toEqual([{ delivery_service_id: '1', address_id: '15' }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it("offers the new address's time slots, not the previous address's", async () => {
    const { wrapper, queryClient } = createTestContext();
    // The server lists the slots of the cart's address: 7 at home, 19 at the store.
    let slotOfCartAddress = 7;
    server.use(
      http.get('/ebsn/api/timeslot/list', () =>
        Response.json(
          ok({
            days: [
              {
                date: '2026-12-03',
                timeSlots: [
                  {
                    timeslotId: slotOfCartAddress,
                    beginTime: '09:00',
                    endTime: '11:00',
                    status: 'open' as const,
                    available: true,
                  },
                ],
              },
            ],
          }),
        ),
      ),
      http.post('/ebsn/api/cart/set-address', () => {
        slotOfCartAddress = 19;
        return Response.json(ok(aCart()));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(
      () => ({ slots: useTimeslots(), setAddress: useSetCartAddress() }),
      { wrapper },
    );
    const firstSlot = () => result.current.slots.data?.days[0]?.timeSlots[0]?.timeslotId;
    await waitFor(() => expect(firstSlot()).toBe(7));

    act(() => result.current.setAddress.mutate({ delivery_service_id: 1, address_id: 42 }));

    await waitFor(() => expect(result.current.setAddress.isSuccess).toBe(true));
    expect(firstSlot()).toBe(19);
  });

  it("exposes the server's Italian refusal", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/cart/set-address', message: 'Indirizzo non servito.' },
      () => useSetCartAddress(),
      (hook) => hook.mutate({ delivery_service_id: 2, address_id: 99 }),
    );
  });
});
