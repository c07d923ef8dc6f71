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

/**
 * What each factory of a mutation factory object sends and answers, by its name: one
 * `expectTypeOf` compares a whole object's factories.
 * @example
 * expectTypeOf<SentAndAnswered<typeof paymentMutations>>().toEqualTypeOf<{
 *   addAuth: { variables: AddPaymentAuthVariables; data: AddPaymentAuthData };
 *   deleteAuth: { variables: DeletePaymentAuthVariables; data: DeletePaymentAuthData };
 * }>();
 */
export type SentAndAnswered<T extends Record<string, (...args: never[]) => AnyMutationOptions>> = {
  [K in keyof T]: {
    variables: VariablesOf<ReturnType<T[K]>>;
    data: DataOfMutation<ReturnType<T[K]>>;
  };
};

/** The variables of a factory whose `mutate()` takes nothing, as a `SentAndAnswered` row states them. */
export type NothingSent = void; // eslint-disable-line @typescript-eslint/no-invalid-void-type

/**
 * The errors the callbacks of every factory of a mutation factory object receive, as one union:
 * one `expectTypeOf` checks them all.
 * @example expectTypeOf<ErrorsOf<typeof paymentMutations>>().toEqualTypeOf<CarrelloError>();
 */
export type ErrorsOf<T extends Record<string, (...args: never[]) => AnyMutationOptions>> = {
  [K in keyof T]: ErrorOfMutation<ReturnType<T[K]>>;
}[keyof T];
