import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { Button, Field, TextInput } from '@carrello/ui';

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
  const [name, setName] = useState(defaultName);
  const [required, setRequired] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setRequired(true);
      return;
    }
    if (await onSubmit(name.trim())) setName('');
  };
  return (
    <InlineForm noValidate onSubmit={(event) => void submit(event)}>
      <Field label={label} required error={required ? 'Campo obbligatorio' : error}>
        <TextInput
          name="listName"
          maxLength={60}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setRequired(false);
          }}
        />
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
