import { describe, expect, it } from 'vitest';

import { renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useSetCartInfo } from './use-set-cart-info';
import { requestForm } from '../testing/request-text';

describe('useSetCartInfo', () => {
  it('posts the property and value as a form and caches the answered cart', async () => {
    const answered = aCart({ cartInfos: { need_invoice: 'true' } });
    const forms = serveOk({ post: '/ebsn/api/cart/set-cart-info' }, answered, requestForm);
    const { queryClient } = await renderUntilSuccess(
      () => useSetCartInfo(),
      (hook) => hook.mutate({ property: 'need_invoice', value: 'true' }),
    );
    expect(forms).toEqual([{ property: 'need_invoice', value: 'true' }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it('clears the fiscal person with an empty PERSON_FISCAL_ID', async () => {
    const forms = serveOk({ post: '/ebsn/api/cart/set-cart-info' }, aCart(), requestForm);
    await renderUntilSuccess(
      () => useSetCartInfo(),
      (hook) => hook.mutate({ property: 'PERSON_FISCAL_ID', value: '' }),
    );
    expect(forms).toEqual([{ property: 'PERSON_FISCAL_ID', value: '' }]);
  });

  it("exposes the server's Italian refusal", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/cart/set-cart-info', status: 400, message: 'Commento troppo lungo.' },
      () => useSetCartInfo(),
      (hook) => hook.mutate({ property: 'order_comment', value: 'x'.repeat(600) }),
    );
  });
});
