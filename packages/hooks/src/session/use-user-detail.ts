import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { EbsnError, NetworkError, UserDetail } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { sessionQueries } from './session-queries';

/** Options of {@link useUserDetail}. */
export interface UseUserDetailOptions {
  /**
   * Whether to read the detail now, e.g. only once the session is authenticated.
   * @default true
   */
  enabled?: boolean;
}

/**
 * The signed-in user's detail: contacts, phone, person and billing address.
 * @example
 * const { data: session } = useSession();
 * const { data: detail } = useUserDetail({ enabled: session?.isAuthenticated });
 */
export function useUserDetail(
  options: UseUserDetailOptions = {},
): UseQueryResult<UserDetail, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery({ ...sessionQueries.userDetail(client), enabled: options.enabled ?? true });
}
