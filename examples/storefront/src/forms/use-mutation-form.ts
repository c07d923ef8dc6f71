import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

import { setServerErrors } from './set-server-errors';
import { useSchemaForm, type UseSchemaFormOptions } from './use-schema-form';
import { setWrongCurrentPassword } from './wrong-current-password';

/** What {@link useMutationForm} needs of a mutation: TanStack Query's `mutate`. */
interface SendingMutation<TVariables> {
  mutate: (variables: TVariables, options: { onError: (error: unknown) => void }) => void;
}

/** Options of {@link useMutationForm}: the form's own, and how its values reach the mutation. */
type UseMutationFormOptions<TInput extends FieldValues, TOutput, TVariables> = UseSchemaFormOptions<
  TInput,
  TOutput
> & {
  /** The mutation that sends the form. */
  mutation: SendingMutation<TVariables>;
  /** For each form field, the server fields whose messages land on it (`setServerErrors`). */
  serverFields: Partial<Record<Path<TInput>, readonly string[]>>;
  /** The current password's field, where a refusal for a wrong one goes (`setWrongCurrentPassword`). */
  currentPassword?: Path<TInput>;
} & (TOutput extends TVariables
    ? {
        /** The mutation's variables from the valid values; the values themselves when left out. */
        toVariables?: (value: TOutput) => TVariables;
      }
    : {
        /** The mutation's variables from the valid values, which the mutation does not take. */
        toVariables: (value: TOutput) => TVariables;
      });

/**
 * A schema form (`useSchemaForm`) that a mutation sends: `submit`, for the form's `onSubmit`,
 * validates the values and sends them; a refusal's field messages go under the form's fields
 * and focus the first, the rest stays with the mutation's error for `ServerFormAlert`.
 * @example
 * const request = useRequestPasswordReset();
 * const { register, submit, formState: { errors } } = useMutationForm(passwordResetRequestFormSchema, {
 *   defaultValues: { email: '' },
 *   mutation: request,
 *   serverFields: { email: ['e_mail'] },
 *   toVariables: ({ email }) => ({ e_mail: email }),
 * });
 */
export function useMutationForm<TInput extends FieldValues, TOutput, TVariables>(
  schema: $ZodType<TOutput, TInput>,
  {
    mutation,
    serverFields,
    currentPassword,
    toVariables,
    ...options
  }: UseMutationFormOptions<TInput, TOutput, TVariables>,
): UseFormReturn<TInput, unknown, TOutput> & {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
} {
  const form = useSchemaForm(schema, options);
  const submit = form.handleSubmit((value) => {
    // Without `toVariables`, the options' type has checked that the mutation takes the values.
    mutation.mutate(toVariables ? toVariables(value) : (value as unknown as TVariables), {
      onError: (error) => {
        setServerErrors(error, form.setError, serverFields);
        if (currentPassword) setWrongCurrentPassword(error, form.setError, currentPassword);
      },
    });
  });
  return { ...form, submit };
}
