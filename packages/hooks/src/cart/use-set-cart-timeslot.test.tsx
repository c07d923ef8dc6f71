import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useSetCartTimeslot } from './use-set-cart-timeslot';
import { requestForm } from '../testing/request-text';

describe('useSetCartTimeslot', () => {
  it('posts the day and slot as a form and caches the answered cart', async () => {
    const { wrapper, queryClient } = createTestContext();
    const forms: Array<Record<string, string>> = [];
    const answered = aCart({
      timeslot: {
        timeslotId: 3,
        date: '2026-11-25',
        beginTime: '18:00',
        endTime: '20:00',
        autoAssigned: false,
      },
    });
    server.use(
      http.post('/ebsn/api/cart/set-timeslot', async ({ request }) => {
        forms.push(await requestForm(request));
        return Response.json(ok(answered));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart({ timeslot: null }));
    const { result } = renderHook(() => useSetCartTimeslot(), { wrapper });

    act(() => result.current.mutate({ date: '2026-11-25', timeslot_id: 3 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(forms).toEqual([{ date: '2026-11-25', timeslot_id: '3' }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it("exposes the server's Italian refusal", async () => {
    const { wrapper } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/set-timeslot', () =>
        Response.json(refused('Fascia oraria esaurita.')),
      ),
    );
    const { result } = renderHook(() => useSetCartTimeslot(), { wrapper });

    act(() => result.current.mutate({ date: '2026-11-25', timeslot_id: 3 }));

    await waitFor(() => expect(result.current.error?.message).toBe('Fascia oraria esaurita.'));
  });
});
