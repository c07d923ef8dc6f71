import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useSetCartInfo } from './use-set-cart-info';
import { requestForm } from '../testing/request-text';

describe('useSetCartInfo', () => {
  it('posts the property and value as a form and caches the answered cart', async () => {
    const { wrapper, queryClient } = createTestContext();
    const forms: Array<Record<string, string>> = [];
    const answered = aCart({ cartInfos: { need_invoice: 'true' } });
    server.use(
      http.post('/ebsn/api/cart/set-cart-info', async ({ request }) => {
        forms.push(await requestForm(request));
        return Response.json(ok(answered));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useSetCartInfo(), { wrapper });

    act(() => result.current.mutate({ property: 'need_invoice', value: 'true' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(forms).toEqual([{ property: 'need_invoice', value: 'true' }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it('clears the fiscal person with an empty PERSON_FISCAL_ID', async () => {
    const { wrapper } = createTestContext();
    const forms = serveOk({ post: '/ebsn/api/cart/set-cart-info' }, aCart(), requestForm);
    const { result } = renderHook(() => useSetCartInfo(), { wrapper });

    act(() => result.current.mutate({ property: 'PERSON_FISCAL_ID', value: '' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(forms).toEqual([{ property: 'PERSON_FISCAL_ID', value: '' }]);
  });

  it("exposes the server's Italian refusal", async () => {
    const { wrapper } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/set-cart-info', () =>
        Response.json(refused('Commento troppo lungo.'), { status: 400 }),
      ),
    );
    const { result } = renderHook(() => useSetCartInfo(), { wrapper });

    act(() => result.current.mutate({ property: 'order_comment', value: 'x'.repeat(600) }));

    await waitFor(() => expect(result.current.error?.message).toBe('Commento troppo lungo.'));
  });
});
