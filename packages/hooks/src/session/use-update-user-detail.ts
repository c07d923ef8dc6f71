import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { EbsnError, JsonBodyOf, NetworkError, UserDetail } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { sessionKeys } from './session-keys';

/** What {@link useUpdateUserDetail} sends: the detail with phone, prefix, person and billing address. */
export type UpdateUserDetailVariables = JsonBodyOf<'/ebsn/api/user/update-detail', 'post'>;

/** Options of {@link useUpdateUserDetail}: any `useMutation` option but the mutation function. */
export type UseUpdateUserDetailOptions = Omit<
  UseMutationOptions<UserDetail, EbsnError | NetworkError, UpdateUserDetailVariables>,
  'mutationFn'
>;

/**
 * Saves the user's phone, person and billing data; on success the user detail query holds the
 * server's answer.
 * @example
 * const update = useUpdateUserDetail({ onSuccess: () => notify({ type: 'success', message: 'Dati salvati' }) });
 * update.mutate({ ...detail, phone: '3331234567', prefix: '+39' });
 */
export function useUpdateUserDetail(options?: UseUpdateUserDetailOptions) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (detail: UpdateUserDetailVariables) => client.user.update(detail),
    onSuccess: async (...args) => {
      queryClient.setQueryData<UserDetail>(sessionKeys.userDetail(), args[0]);
      await options?.onSuccess?.(...args);
    },
  });
}
