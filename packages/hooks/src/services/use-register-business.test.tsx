import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sessionKeys } from '../session/session-keys';
import { http, ok, server } from '../testing/server';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { useRegisterBusiness, useRegisterBusinessPerson } from './use-register-business';

const USER = { userId: 77, login: 'acquisti@rossi.it', profileLevel: 0 };

describe('useRegisterBusiness', () => {
  it("registers under the retailer's path and asks the session again", async () => {
    const sent: Array<{ retailer: string; body: unknown }> = [];
    server.use(
      http.post(
        '/ebsn/api/{retailer}-b2b-registration/register_user',
        async ({ request, params }) => {
          sent.push({ retailer: params.retailer, body: await request.json() });
          return Response.json(ok({ user: USER }));
        },
      ),
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(sessionKeys.current(), { user: { userId: 0 } });
    const { result } = renderHook(() => useRegisterBusiness('acme'), { wrapper });
    const body = {
      email: 'acquisti@rossi.it',
      password: 'Basilico2026!',
      firstName: 'Carla',
      lastName: 'Rossi',
      privacy: true as const,
      person: { personTypeId: 2 as const, company: 'Rossi Srl', fiscalCode: '00743110157' },
    };
    act(() => result.current.mutate(body));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([{ retailer: 'acme', body }]);
    expect(queryClient.getQueryState(sessionKeys.current())?.isInvalidated).toBe(true);
  });
});

describe('useRegisterBusinessPerson', () => {
  const rossiSrl = {
    personTypeId: 2 as const,
    company: 'Rossi Srl',
    vatCode: '00743110157',
    email: 'acquisti@rossi.it',
  };

  it('sends the company and gives it back', async () => {
    server.use(
      http.post('/ebsn/api/{retailer}-b2b-registration/register_person', async ({ request }) =>
        Response.json(ok({ person: { personFiscalId: 5, ...((await request.json()) as object) } })),
      ),
    );
    const { result } = await renderUntilSuccess(
      () => useRegisterBusinessPerson('acme'),
      (hook) => hook.mutate({ ...rossiSrl, vatSdiCode: 'M5UXCR1' }),
    );
    expect(result.current.data?.person).toMatchObject({ personFiscalId: 5, company: 'Rossi Srl' });
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      {
        post: '/ebsn/api/{retailer}-b2b-registration/register_person',
        message: 'PEC o SDI obbligatori',
      },
      () => useRegisterBusinessPerson('acme'),
      (hook) => hook.mutate(rossiSrl),
    );
  });
});
