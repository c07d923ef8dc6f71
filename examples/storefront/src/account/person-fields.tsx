import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';

import { Field, TextInput } from '@carrello/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The fields of a person: name, surname and mobile phone, as the sign-up edits them. */
type PersonField = 'firstName' | 'lastName' | 'prefix' | 'phone';

interface PersonFieldsProps {
  /** Registers a field with the form (react-hook-form's `register`). */
  field: (name: PersonField) => UseFormRegisterReturn;
  /** The message shown under each field, from the schema or the server. */
  errorOf: (name: PersonField) => string | undefined;
  /** Whether the mobile phone is required (the profile) or optional (the sign-up). */
  phoneRequired?: boolean;
  phoneDescription: string;
}

/** Nome, Cognome, Prefisso and Cellulare of a person, for a react-hook-form form. */
export function PersonFields({
  field,
  errorOf,
  phoneRequired = false,
  phoneDescription,
}: PersonFieldsProps) {
  return (
    <>
      <Field label="Nome" required error={errorOf('firstName')}>
        <TextInput autoComplete="given-name" {...field('firstName')} />
      </Field>
      <Field label="Cognome" required error={errorOf('lastName')}>
        <TextInput autoComplete="family-name" {...field('lastName')} />
      </Field>
      <Row>
        <Field label="Prefisso" error={errorOf('prefix')}>
          <TextInput autoComplete="tel-country-code" {...field('prefix')} />
        </Field>
        <Field
          label="Cellulare"
          required={phoneRequired}
          description={phoneDescription}
          error={errorOf('phone')}
        >
          <TextInput type="tel" autoComplete="tel-national" {...field('phone')} />
        </Field>
      </Row>
    </>
  );
}
