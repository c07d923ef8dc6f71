import type { UseMutationOptions } from '@tanstack/react-query';

import type { CarrelloError } from '../errors';

/**
 * Options of the profile area's mutation hooks: those of `useMutation` but the mutation
 * function. Their `onSuccess` runs after the hook has updated the cache.
 */
export type ProfileMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, CarrelloError, TVariables>,
  'mutationFn'
>;
