import { describe, expect, it } from 'vitest';

import { renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useSetCartTimeslot } from './use-set-cart-timeslot';
import { requestForm } from '../testing/request-text';

describe('useSetCartTimeslot', () => {
  it('posts the day and slot as a form and caches the answered cart', async () => {
    const answered = aCart({
      timeslot: {
        timeslotId: 3,
        date: '2026-11-25',
        beginTime: '18:00',
        endTime: '20:00',
        autoAssigned: false,
      },
    });
    const forms = serveOk({ post: '/ebsn/api/cart/set-timeslot' }, answered, requestForm);
    const { queryClient } = await renderUntilSuccess(
      () => useSetCartTimeslot(),
      (hook) => hook.mutate({ date: '2026-11-25', timeslot_id: 3 }),
    );
    expect(forms).toEqual([{ date: '2026-11-25', timeslot_id: '3' }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it("exposes the server's Italian refusal", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/cart/set-timeslot', message: 'Fascia oraria esaurita.' },
      () => useSetCartTimeslot(),
      (hook) => hook.mutate({ date: '2026-11-25', timeslot_id: 3 }),
    );
  });
});
