import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { serveOk } from '../testing/served-call';
import { requestJson } from '../testing/request-text';
import { marioDetail } from './session-fixtures';
import { useUpdateUserDetail } from './use-update-user-detail';
import { useUserDetail } from './use-user-detail';

describe('useUserDetail', () => {
  it("gives the signed-in user's detail", async () => {
    serveOk({ get: '/ebsn/api/user/detail' }, marioDetail);
    const { result } = await renderUntilSuccess(() => useUserDetail());
    expect(result.current.data).toEqual(marioDetail);
  });

  it('asks nothing while disabled, then reads the detail once enabled', async () => {
    const detailReads = serveOk({ get: '/ebsn/api/user/detail' }, marioDetail);
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ enabled }) => useUserDetail({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(marioDetail));
    expect(detailReads).toHaveLength(1);
  });

  it("gives the server's message when the detail is refused", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/user/detail', message: 'Utente non autenticato' },
      () => useUserDetail(),
    );
  });
});

describe('useUpdateUserDetail', () => {
  it("sends the detail and shows the server's answer without reading it again", async () => {
    const detailReads = serveOk({ get: '/ebsn/api/user/detail' }, marioDetail);
    const bodies = serveOk(
      { post: '/ebsn/api/user/update-detail' },
      { ...marioDetail, phone: '3339876543' },
      requestJson,
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ detail: useUserDetail(), update: useUpdateUserDetail() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.update.mutateAsync({ prefix: '+39', phone: '3339876543' }));
    expect(bodies).toEqual([{ prefix: '+39', phone: '3339876543' }]);
    await waitFor(() => expect(result.current.detail.data?.phone).toBe('3339876543'));
    expect(detailReads).toHaveLength(1);
  });

  it("gives the server's message when the update is refused", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/user/update-detail', message: 'Numero di cellulare non valido' },
      () => useUpdateUserDetail(),
      (hook) => hook.mutate({ prefix: '+39', phone: '123' }),
    );
  });
});
