// Type-test support (not exported): what a mutation factory's options send and answer.
import type { UseMutationOptions } from '@tanstack/react-query';

type AnyMutationOptions = UseMutationOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The variables a mutation factory's `mutationFn` takes. */
export type VariablesOf<T extends AnyMutationOptions> = Parameters<NonNullable<T['mutationFn']>>[0];

/** What a mutation factory's `mutationFn` resolves with. */
export type DataOfMutation<T extends AnyMutationOptions> = Awaited<
  ReturnType<NonNullable<T['mutationFn']>>
>;

/** The error a mutation factory's callbacks receive. */
export type ErrorOfMutation<T extends AnyMutationOptions> = Parameters<
  NonNullable<T['onError']>
>[0];
