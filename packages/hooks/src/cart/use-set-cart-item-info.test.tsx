import { describe, expect, it } from 'vitest';

import { renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { aCart, aCartItem } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useSetCartItemInfo } from './use-set-cart-item-info';
import { requestJson } from '../testing/request-text';

describe('useSetCartItemInfo', () => {
  it('sends the info for the lines and caches the answered cart', async () => {
    const answered = aCart({ cartItems: [aCartItem({ cartItemInfo: { size: 'fette' } })] });
    const bodies = serveOk({ post: '/ebsn/api/cart/set-cart-item-info' }, answered, requestJson);
    const { queryClient } = await renderUntilSuccess(
      () => useSetCartItemInfo(),
      (hook) => hook.mutate({ name: 'size', value: 'fette', items: [70011] }),
    );
    expect(bodies).toEqual([{ name: 'size', value: 'fette', items: [70011] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it("exposes the server's Italian refusal", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/cart/set-cart-item-info', message: 'Opzione non valida.' },
      () => useSetCartItemInfo(),
      (hook) => hook.mutate({ name: 'size', value: 'x', items: [1] }),
    );
  });
});
