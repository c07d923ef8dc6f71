import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { createTestContext } from '../testing/wrapper';
import { serveInTurn, serveOk } from '../testing/served-call';
import { expectServerRefusal, refusalCase } from '../testing/server-refusal';
import { aCart } from '../cart/cart-fixtures';
import { pasta, requestedPasta, voucher } from './profile-fixtures';
import { giftKeys } from './profile-keys';
import {
  useGiftCertificates,
  useRedeemGiftCode,
  useRemoveGiftCertificate,
  useRequestReward,
  useRewards,
} from './use-gifts';
import { requestForm } from '../testing/request-text';

describe('useRedeemGiftCode', () => {
  it('sends the code, caches the answered cart and reloads the gift certificates', async () => {
    const redeemed = aCart({ grossTotal: 44.3, userGiftCertificates: [voucher] });
    const certificateRequests = serveInTurn(
      { get: '/ebsn/api/gift-certificate/list' },
      { giftCertificates: [] },
      { giftCertificates: [{ ...voucher, used: true }] },
    );
    const sent = serveOk({ post: '/ebsn/api/gift-certificate/redeem' }, redeemed, requestForm);
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => ({ gifts: useGiftCertificates(), redeem: useRedeemGiftCode() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.gifts.isSuccess).toBe(true));

    act(() => result.current.redeem.mutate({ code: 'BUONO10' }));

    await waitFor(() => expect(result.current.gifts.data?.giftCertificates).toHaveLength(1));
    expect(sent).toEqual([{ code: 'BUONO10' }]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.grossTotal).toBe(44.3);
    expect(certificateRequests).toHaveLength(2);
  });

  it("gives the server's message when it refuses", async () => {
    const { queryClient } = await expectServerRefusal(
      { post: '/ebsn/api/gift-certificate/redeem', message: 'Codice non valido o scaduto' },
      () => useRedeemGiftCode(),
      (hook) => hook.mutate({ code: 'SCADUTO' }),
    );
    expect(queryClient.getQueryData(cartKeys.detail())).toBeUndefined();
  });
});

describe('useRemoveGiftCertificate', () => {
  it('sends the user gift certificate and caches the answered cart', async () => {
    const sent = serveOk(
      { post: '/ebsn/api/gift-certificate/remove' },
      aCart({ grossTotal: 54.3, userGiftCertificates: [] }),
      requestForm,
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), aCart({ grossTotal: 44.3 }));
    const { result } = renderHook(() => useRemoveGiftCertificate(), { wrapper });
    act(() => result.current.mutate({ userGiftCertificateId: 6 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([{ user_gift_certificate_id: '6' }]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.grossTotal).toBe(54.3);
  });
});

describe('useRequestReward', () => {
  it('caches the requested rewards and reloads the points', async () => {
    serveInTurn(
      { get: '/ebsn/api/reward/list' },
      { products: [pasta], points: 1200 },
      { products: [pasta], points: 900 },
    );
    const sent = serveOk(
      { post: '/ebsn/api/reward/request' },
      { rewards: [requestedPasta] },
      requestForm,
    );
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(() => ({ rewards: useRewards(), request: useRequestReward() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.rewards.data?.points).toBe(1200));

    act(() => result.current.request.mutate({ productId: 1001, quantity: 1 }));

    await waitFor(() => expect(result.current.rewards.data?.points).toBe(900));
    expect(sent).toEqual([{ product_id: '1001', quantity: '1' }]);
    expect(queryClient.getQueryData(giftKeys.requestedRewards())).toEqual({
      rewards: [requestedPasta],
    });
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useRemoveGiftCertificate',
    {
      post: '/ebsn/api/gift-certificate/remove',
      status: 404,
      message: 'Buono non presente nel carrello',
    },
    () => useRemoveGiftCertificate(),
    (hook) => hook.mutate({ userGiftCertificateId: 99 }),
  ),
  refusalCase(
    'useRequestReward',
    { post: '/ebsn/api/reward/request', message: 'Punti insufficienti' },
    () => useRequestReward(),
    (hook) => hook.mutate({ productId: 1001, quantity: 5 }),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", expectRefusal);
});
