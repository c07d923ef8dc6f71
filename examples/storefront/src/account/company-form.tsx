import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';

import { companyFormSchema, type CompanyFormInput } from '@carrello/core';
import { useUpdateB2bRegistration } from '@carrello/hooks';
import type { UserDetail } from '@carrello/sdk';
import { Button, Field, TextInput, useToast } from '@carrello/ui';

import { capitals } from './capitals';
import { Alert } from './profile-cards';
import { RETAILER } from './retailer';
import { personServerFields, serverFormMessage } from './server-form-message';
import { useFormDraft } from '../forms/form-drafts';
import { useMutationForm } from '../forms/use-mutation-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** A field of a company: Ragione sociale, Partita IVA, codice fiscale, SDI or PEC. */
type CompanyField = keyof CompanyFormInput;

/** The company's fields in the form's order, with the server's names for them (`person.vatCode` …). */
export const COMPANY_SERVER_FIELDS = personServerFields<CompanyField>([
  'company',
  'vatCode',
  'vatFiscalCode',
  'vatSdiCode',
  'emailCertified',
]);

/** The billing person of a profile. */
export type Person = NonNullable<UserDetail['person']>;

// docs/requirements/invoice.md: 0000000 is the SDI code of "no code, use the PEC".
const NO_SDI = '0000000';

/** The saved company of a profile as its form holds it; the "no code" SDI shows empty. */
export function companyValues(person: Person): CompanyFormInput {
  return {
    company: person.company ?? '',
    vatCode: person.vatCode ?? '',
    vatFiscalCode: person.vatFiscalCode ?? '',
    vatSdiCode: person.vatSdiCode && person.vatSdiCode !== NO_SDI ? person.vatSdiCode : '',
    emailCertified: person.emailCertified ?? '',
  };
}

interface CompanyFieldsProps {
  /** Registers a field with the form (react-hook-form's `register`). */
  field: (name: CompanyField) => UseFormRegisterReturn;
  /** The message shown under each field, from the schema or the server. */
  errorOf: (name: CompanyField) => string | undefined;
}

/** Ragione sociale, Partita IVA, Codice fiscale, Codice SDI and PEC of a business customer. */
export function CompanyFields({ field, errorOf }: CompanyFieldsProps) {
  return (
    <>
      <Field label="Ragione sociale" required error={errorOf('company')}>
        <TextInput autoComplete="organization" {...field('company')} />
      </Field>
      <Field
        label="Partita IVA"
        description="11 cifre; se manca, indica il codice fiscale dell’azienda"
        error={errorOf('vatCode')}
      >
        <TextInput inputMode="numeric" autoComplete="off" {...field('vatCode')} />
      </Field>
      <Field
        label="Codice fiscale dell’azienda"
        description="Facoltativo se coincide con la Partita IVA"
        error={errorOf('vatFiscalCode')}
      >
        <TextInput autoComplete="off" {...capitals(field('vatFiscalCode'))} />
      </Field>
      <Field
        label="Codice SDI"
        description="Codice destinatario per la fattura elettronica: indica il codice SDI o la PEC"
        error={errorOf('vatSdiCode')}
      >
        <TextInput autoComplete="off" {...capitals(field('vatSdiCode'))} />
      </Field>
      <Field label="PEC" error={errorOf('emailCertified')}>
        <TextInput type="email" autoComplete="off" {...field('emailCertified')} />
      </Field>
    </>
  );
}

/**
 * The company of a business customer's profile (`b2b-registration/update`, the core rules of
 * Partita IVA, codice fiscale, SDI and PEC): server errors on their fields, nothing typed lost on
 * a refusal; editing a field takes its message away.
 */
export function CompanyForm({ person }: { person: Person }) {
  const toast = useToast();
  const update = useUpdateB2bRegistration(RETAILER, {
    onSuccess: () => toast.show({ title: 'Dati aziendali aggiornati', type: 'success' }),
  });
  const {
    register,
    submit,
    clearErrors,
    getValues,
    reset,
    formState: { errors },
  } = useMutationForm(companyFormSchema, {
    // A message stays until its field is edited or the next try.
    defaultValues: companyValues(person),
    mutation: update,
    serverFields: COMPANY_SERVER_FIELDS,
    // The person keeps its type (company, sole proprietorship or public body) and e-mail.
    toVariables: ({ company, ...codes }) => ({
      person: {
        personTypeId: person.personTypeId,
        company,
        email: person.email.trim(),
        ...codes,
      } as never,
    }),
  });
  useFormDraft({ getValues, reset }, 'azienda');
  const formMessage = serverFormMessage(update.error, COMPANY_SERVER_FIELDS);
  const field = (name: CompanyField) =>
    register(name, {
      onChange: () => {
        if (errors[name]) clearErrors(name);
        if (update.isError) update.reset();
      },
    });

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Modifica i dati aziendali"
    >
      <CompanyFields field={field} errorOf={(name) => errors[name]?.message} />
      {formMessage ? <Alert role="alert">{formMessage}</Alert> : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          Salva i dati aziendali
        </Button>
      </div>
    </Form>
  );
}
