import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { servicesMutations } from './services-mutations';

/** Options of {@link useReserveTime}: TanStack mutation options without `mutationFn`. */
export type UseReserveTimeOptions = MutationHookOptions<typeof servicesMutations.reserveTime>;

/**
 * Holds the chosen time slot for some minutes while the order is completed (docs/requirements/account.md).
 * @example
 * const reserveTime = useReserveTime();
 * reserveTime.mutate({ reserveTime: 15 });
 */
export const useReserveTime = mutationHook(servicesMutations.reserveTime);
