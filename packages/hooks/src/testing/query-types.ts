// Type-test support (not exported): what the cache holds under a query factory's key.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';

import type { ApiPath, DataOf } from '@carrello/sdk';

// Type tests (`*.test-d.ts`) are only type-checked, never run: no client is ever made.
declare const queryClient: QueryClient;

/**
 * `expectTypeOf` what `queryClient.getQueryData` gives for the key of a query factory's options:
 * TanStack Query reads it from the data type the factory tagged the key with.
 * @example expectCachedData(cartQueries.detail(client)).toEqualTypeOf<Cart | undefined>();
 */
export function expectCachedData<K extends QueryKey>(options: { queryKey: K }) {
  return expectTypeOf(queryClient.getQueryData(options.queryKey));
}

/** What the cache holds for the contract's GET call at `P`: its data, or nothing before it answered. */
export type CachedGet<P extends ApiPath> = DataOf<P, 'get'> | undefined;
