import { styled } from 'styled-components';

import { phoneFormSchema, type PhoneForm } from '@carrello/core';
import { Field, TextInput } from '@carrello/ui';

/** The message of an empty required field (docs/requirements/validation.md). */
export const REQUIRED = 'Campo obbligatorio';

/** The first field in error takes the focus (WCAG 3.3.1), once the errors have rendered. */
export function focusField(name: string | undefined) {
  if (name)
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Name, surname and mobile phone of a person, as the sign-up and profile forms edit them. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  prefix: string;
  phone: string;
}

export type PersonErrors = Partial<Record<keyof PersonValues, string>>;

/** The core rules of the person's fields: name and surname required, a mobile phone. */
export function validatePerson(values: PersonValues, { phoneRequired = false } = {}): PersonErrors {
  const errors: PersonErrors = {};
  if (!values.firstName.trim()) errors.firstName = REQUIRED;
  if (!values.lastName.trim()) errors.lastName = REQUIRED;
  if (!values.phone.trim()) {
    if (phoneRequired) errors.phone = REQUIRED;
  } else {
    const phone = phoneFormSchema.safeParse({ phone: values.phone, prefix: values.prefix });
    if (!phone.success) errors.phone = phone.error.issues[0]?.message ?? REQUIRED;
  }
  return errors;
}

/**
 * The phone as the API takes it, by the core phone form: national digits and the prefix
 * ("347 123 4567" becomes "3471234567", "+39"); undefined when empty or not a mobile number.
 */
export function personPhone(values: PersonValues): PhoneForm | undefined {
  if (!values.phone.trim()) return undefined;
  const phone = phoneFormSchema.safeParse({ phone: values.phone, prefix: values.prefix });
  return phone.success ? phone.data : undefined;
}

export interface PersonFieldsProps {
  values: PersonValues;
  onChange: (key: keyof PersonValues, value: string) => void;
  /** The message shown under each field, from the client checks or the server. */
  errorOf: (key: keyof PersonValues) => string | undefined;
  /** Whether the mobile phone is required (the profile) or optional (the sign-up). */
  phoneRequired?: boolean;
  phoneDescription: string;
}

/** Nome, Cognome, Prefisso and Cellulare: the fields the sign-up and the profile share. */
export function PersonFields({
  values,
  onChange,
  errorOf,
  phoneRequired = false,
  phoneDescription,
}: PersonFieldsProps) {
  const input = (key: keyof PersonValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  return (
    <>
      <Field label="Nome" required error={errorOf('firstName')}>
        <TextInput autoComplete="given-name" {...input('firstName')} />
      </Field>
      <Field label="Cognome" required error={errorOf('lastName')}>
        <TextInput autoComplete="family-name" {...input('lastName')} />
      </Field>
      <Row>
        <Field label="Prefisso" error={errorOf('prefix')}>
          <TextInput autoComplete="tel-country-code" {...input('prefix')} />
        </Field>
        <Field
          label="Cellulare"
          required={phoneRequired}
          description={phoneDescription}
          error={errorOf('phone')}
        >
          <TextInput type="tel" autoComplete="tel-national" {...input('phone')} />
        </Field>
      </Row>
    </>
  );
}
