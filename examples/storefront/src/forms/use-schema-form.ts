import { useMemo } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';

/** Options of {@link useSchemaForm}: React Hook Form's own, less the resolver the schema gives. */
export type UseSchemaFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
>;

/**
 * React Hook Form's `useForm` validated by a schema from `@carrello/core` through `zodResolver`,
 * and returned untouched. A message stays until the next try, as the server's do
 * (`reValidateMode: 'onSubmit'`), unless the options say otherwise.
 * @example
 * const {
 *   register,
 *   handleSubmit,
 *   setError,
 *   formState: { errors },
 * } = useSchemaForm(passwordResetRequestFormSchema, { defaultValues: { email: '' } });
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: $ZodType<TOutput, TInput>,
  options: UseSchemaFormOptions<TInput, TOutput>,
): UseFormReturn<TInput, unknown, TOutput> {
  // @hookform/resolvers is typed against pnpm's other copy of react-hook-form (the kit's React
  // peer): the same Resolver, which TypeScript only matches for concrete form types.
  const resolver = useMemo(
    () => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    [schema],
  );
  return useForm<TInput, unknown, TOutput>({ reValidateMode: 'onSubmit', ...options, resolver });
}
