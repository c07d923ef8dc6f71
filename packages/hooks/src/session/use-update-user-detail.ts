import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { sessionMutations } from './session-mutations';

/** Options of {@link useUpdateUserDetail}: any `useMutation` option but the mutation function. */
export type UseUpdateUserDetailOptions = MutationHookOptions<
  typeof sessionMutations.updateUserDetail
>;

/**
 * Saves the user's phone, person and billing data; on success the user detail query holds the
 * server's answer.
 * @example
 * const update = useUpdateUserDetail({ onSuccess: () => notify({ type: 'success', message: 'Dati salvati' }) });
 * update.mutate({ ...detail, phone: '3331234567', prefix: '+39' });
 */
export const useUpdateUserDetail = mutationHook(sessionMutations.updateUserDetail);
