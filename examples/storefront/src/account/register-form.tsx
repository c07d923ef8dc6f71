import { useId } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  registerFormDefaults,
  registerFormSchema,
  type RegisterFormInput,
  type RegisterMode,
} from '@carrello/core';
import { Button, Checkbox, Field, TextInput } from '@carrello/ui';

import { brand } from '../app/brand';
import { AlertText as Alert } from '../shell/alert-text';
import { COMPANY_SERVER_FIELDS, CompanyFields } from './company-form';
import { NewPasswordField, PasswordRules } from './password-rules';
import { PersonFields } from './person-fields';
import { RegisterCard } from './register-card';
import { personServerFields, serverFormMessage } from './server-form-message';
import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';
import type { UseRegistrationReturn } from './use-registration';
import { surfaceBox } from '../shell/surface';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 520px;
  ${surfaceBox}
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[3]}px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

type FieldName = Exclude<keyof RegisterFormInput, 'mode'>;

const PERSON = ['firstName', 'lastName', 'prefix', 'phone'] as const;
const ACCESS = ['email', 'password', 'privacy', 'marketing'] as const;

// The fields each mode shows, in the form's order: the first one in error takes the focus. The
// fields of a mode chosen later register after the others, so react-hook-form's order would not do.
const SHOWN: Record<RegisterMode, readonly FieldName[]> = {
  plain: [...PERSON, ...ACCESS],
  card: ['card', 'fiscalCode', ...ACCESS],
  // The company comes before its referent.
  business: [
    'company',
    'vatCode',
    'vatFiscalCode',
    'vatSdiCode',
    'emailCertified',
    ...PERSON,
    ...ACCESS,
  ],
};

/**
 * The server's names of the form's fields, the shown ones first: `person.fiscalCode` is the card
 * holder's code, or the company's; `fidelityCard` the card.
 */
function serverFields(
  mode: RegisterMode,
): Partial<Record<Path<RegisterFormInput>, readonly string[]>> {
  const hidden = (Object.keys(registerFormDefaults) as Array<keyof RegisterFormInput>).filter(
    (name): name is FieldName => name !== 'mode' && !SHOWN[mode].includes(name as FieldName),
  );
  const fields = personServerFields<FieldName>([...SHOWN[mode], ...hidden]);
  fields.card = ['fidelityCard', ...fields.card];
  if (mode === 'business') {
    fields.fiscalCode = ['fiscalCode'];
    fields.vatFiscalCode = [...COMPANY_SERVER_FIELDS.vatFiscalCode, 'person.fiscalCode'];
  }
  return fields;
}

/**
 * The sign-up form (docs/requirements/account.md): a private customer with or without the loyalty
 * card, or a company where the retailer registers business customers; the core rules first
 * (docs/requirements/validation.md), the server's messages under their fields.
 */
export function RegisterForm({ registration }: { registration: UseRegistrationReturn }) {
  const rulesId = useId();
  const form = useSchemaForm(registerFormSchema, {
    shouldFocusError: false,
    defaultValues: registerFormDefaults,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const [mode, password] = useWatch({ control, name: ['mode', 'password'] });
  const formMessage = serverFormMessage(registration.error, serverFields(mode));

  const submit = handleSubmit(
    (value) => {
      registration.submit(value, {
        onError: (error) => setServerErrors(error, setError, serverFields(value.mode)),
      });
    },
    (found) => {
      const first = SHOWN[mode].find((name) => found[name]);
      if (first) setFocus(first);
    },
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Registrati">
      <fieldset>
        <legend>
          {brand.b2bRegistration ? 'Come vuoi registrarti?' : 'Hai la carta fedeltà?'}
        </legend>
        <Choice>
          <label>
            <input type="radio" value="plain" {...register('mode')} />
            No, registrami con i miei dati
          </label>
          <label>
            <input type="radio" value="card" {...register('mode')} />
            Sì, ho la carta fedeltà
          </label>
          {brand.b2bRegistration ? (
            <label>
              <input type="radio" value="business" {...register('mode')} />
              Sono un’azienda (con Partita IVA)
            </label>
          ) : null}
        </Choice>
      </fieldset>

      {mode === 'card' ? (
        <RegisterCard form={form} />
      ) : (
        <>
          {mode === 'business' ? (
            <fieldset>
              <legend>La tua azienda</legend>
              <CompanyFields
                field={(name) => register(name)}
                errorOf={(name) => errors[name]?.message}
              />
            </fieldset>
          ) : null}
          <fieldset>
            <legend>{mode === 'business' ? 'Il referente' : 'I tuoi dati'}</legend>
            <PersonFields
              field={(name) => register(name)}
              errorOf={(name) => errors[name]?.message}
              phoneDescription="Facoltativo: serve per pagare e per la consegna"
            />
          </fieldset>
        </>
      )}

      <fieldset>
        <legend>Accesso</legend>
        <Field label="E-mail" required error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
        <NewPasswordField
          label="Password"
          rulesId={rulesId}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordRules id={rulesId} password={password} />
      </fieldset>

      <fieldset>
        <legend>Consensi</legend>
        <Checkbox
          label={
            <>
              Ho letto l’
              <Link to="/page/privacy-policy" target="_blank">
                informativa privacy
              </Link>{' '}
              e acconsento al trattamento dei miei dati (obbligatorio)
            </>
          }
          error={errors.privacy?.message}
          {...register('privacy')}
        />
        <Checkbox
          label="Voglio ricevere offerte e novità per e-mail (facoltativo)"
          {...register('marketing')}
        />
      </fieldset>

      {formMessage ? <Alert role="alert">{formMessage}</Alert> : null}
      <Button type="submit" loading={registration.isPending} fullWidth>
        Crea l’account
      </Button>
    </Form>
  );
}
