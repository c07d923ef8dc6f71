import { fiscalPersonSchema, normalizeSdiCode, normalizeTaxCode } from '@carrello/core';
import type { RegisterBusinessPersonVariables } from '@carrello/hooks';
import { Field, TextInput } from '@carrello/ui';

/** The company of a business sign-up (docs/requirements/account.md): name, VAT number, tax code, SDI code or PEC. */
export interface CompanyValues {
  company: string;
  vatCode: string;
  vatFiscalCode: string;
  vatSdiCode: string;
  emailCertified: string;
}

export const EMPTY_COMPANY: CompanyValues = {
  company: '',
  vatCode: '',
  vatFiscalCode: '',
  vatSdiCode: '',
  emailCertified: '',
};

export type CompanyErrors = Partial<Record<keyof CompanyValues, string>>;

/** The company as `register_person` takes it (type 2); empty fields are left out. */
export function toCompanyPerson(
  values: CompanyValues,
  email: string,
): RegisterBusinessPersonVariables {
  const vatFiscalCode = normalizeTaxCode(values.vatFiscalCode);
  const vatSdiCode = normalizeSdiCode(values.vatSdiCode);
  return {
    personTypeId: 2,
    company: values.company.trim(),
    email: email.trim(),
    ...(values.vatCode.trim() ? { vatCode: values.vatCode.replace(/\s/g, '') } : {}),
    ...(vatFiscalCode ? { vatFiscalCode } : {}),
    ...(vatSdiCode ? { vatSdiCode } : {}),
    ...(values.emailCertified.trim() ? { emailCertified: values.emailCertified.trim() } : {}),
  } as RegisterBusinessPersonVariables;
}

/**
 * The core rules of a company (docs/requirements/validation.md: company name, Partita Iva or codice fiscale with their
 * check digits, PEC or SDI); the messages land on their fields.
 */
export function validateCompany(values: CompanyValues, email: string): CompanyErrors {
  const result = fiscalPersonSchema.safeParse(toCompanyPerson(values, email || 'x@example.it'));
  const errors: CompanyErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof CompanyValues;
    if (key in EMPTY_COMPANY) errors[key] ??= issue.message;
  }
  return errors;
}

export interface CompanyFieldsProps {
  values: CompanyValues;
  onChange: (key: keyof CompanyValues, value: string) => void;
  errorOf: (key: keyof CompanyValues) => string | undefined;
}

/** Ragione sociale, Partita IVA, Codice fiscale, Codice SDI and PEC of a business customer. */
export function CompanyFields({ values, onChange, errorOf }: CompanyFieldsProps) {
  const input = (key: keyof CompanyValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  return (
    <>
      <Field label="Ragione sociale" required error={errorOf('company')}>
        <TextInput autoComplete="organization" {...input('company')} />
      </Field>
      <Field
        label="Partita IVA"
        description="11 cifre; se manca, indica il codice fiscale dell’azienda"
        error={errorOf('vatCode')}
      >
        <TextInput inputMode="numeric" autoComplete="off" {...input('vatCode')} />
      </Field>
      <Field
        label="Codice fiscale dell’azienda"
        description="Facoltativo se coincide con la Partita IVA"
        error={errorOf('vatFiscalCode')}
      >
        <TextInput
          autoComplete="off"
          {...input('vatFiscalCode')}
          onChange={(event) => onChange('vatFiscalCode', event.target.value.toUpperCase())}
        />
      </Field>
      <Field
        label="Codice SDI"
        description="Codice destinatario per la fattura elettronica: indica il codice SDI o la PEC"
        error={errorOf('vatSdiCode')}
      >
        <TextInput
          autoComplete="off"
          {...input('vatSdiCode')}
          onChange={(event) => onChange('vatSdiCode', event.target.value.toUpperCase())}
        />
      </Field>
      <Field label="PEC" error={errorOf('emailCertified')}>
        <TextInput type="email" autoComplete="off" {...input('emailCertified')} />
      </Field>
    </>
  );
}
