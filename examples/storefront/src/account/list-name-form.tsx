import { styled } from 'styled-components';

import { LIST_NAME_MAX_LENGTH, listNameFormSchema } from '@carrello/core';
import { Button, Field, TextInput } from '@carrello/ui';

import { useSchemaForm } from '../forms/use-schema-form';

const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  > :first-child {
    flex: 1 1 220px;
  }
`;

/** A list name form: create ("Crea lista") or rename ("Salva nome"). */
export function ListNameForm({
  label,
  submitLabel,
  defaultName = '',
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  defaultName?: string;
  busy: boolean;
  error?: string;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(listNameFormSchema, {
    defaultValues: { name: defaultName },
  });
  const submit = handleSubmit(async ({ name }) => {
    if (await onSubmit(name)) reset({ name: '' });
  });
  return (
    <InlineForm noValidate onSubmit={(event) => void submit(event)}>
      {/* The server's refusal shows under the field until the next try, as a missing name does. */}
      <Field label={label} required error={errors.name?.message ?? error}>
        <TextInput maxLength={LIST_NAME_MAX_LENGTH} {...register('name')} />
      </Field>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Annulla
        </Button>
      ) : null}
    </InlineForm>
  );
}
