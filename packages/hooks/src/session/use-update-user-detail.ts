import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { UserDetail } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { sessionMutations, type UpdateUserDetailVariables } from './session-mutations';

export type { UpdateUserDetailVariables } from './session-mutations';

/** Options of {@link useUpdateUserDetail}: any `useMutation` option but the mutation function. */
export type UseUpdateUserDetailOptions = Omit<
  UseMutationOptions<UserDetail, CarrelloError, UpdateUserDetailVariables>,
  'mutationFn'
>;

/**
 * Saves the user's phone, person and billing data; on success the user detail query holds the
 * server's answer.
 * @example
 * const update = useUpdateUserDetail({ onSuccess: () => notify({ type: 'success', message: 'Dati salvati' }) });
 * update.mutate({ ...detail, phone: '3331234567', prefix: '+39' });
 */
export function useUpdateUserDetail(options: UseUpdateUserDetailOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(sessionMutations.updateUserDetail(client, queryClient), options),
  );
}
