import { useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCarrelloClient } from '../provider';
import { serveOk } from '../testing/served-call';
import { createTestContext } from '../testing/wrapper';
import { deliveryMutationKeys, deliveryMutations } from './delivery-mutations';

describe('deliveryMutations', () => {
  it('checkAddress, used with useMutation directly, answers the coverage and caches nothing', async () => {
    serveOk(
      { get: '/ebsn/api/user-address/check' },
      { covered: true, deliveryServiceId: 2 as const },
    );
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => useMutation(deliveryMutations.checkAddress(useCarrelloClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ postalcode: '20121', city: 'Milano' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.covered).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    // Recorded under the factory's key, with what the caller sent.
    expect(
      queryClient.getMutationCache().find({ mutationKey: deliveryMutationKeys.checkAddress() })
        ?.state.variables,
    ).toEqual({ postalcode: '20121', city: 'Milano' });
  });
});
