import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  DEFAULT_PHONE_PREFIX,
  isValidPassword,
  isValidPersonalTaxCode,
  isValidCompanyTaxCode,
  isValidLoyaltyCard,
  normalizeTaxCode,
  personEmailSchema,
} from '@carrello/core';
import {
  serverFormErrors,
  useB2bLookupUser,
  useRegister,
  useRegisterBusiness,
  useRegisterBusinessPerson,
  useRegisterWithCard,
  useResendConfirmation,
  useSession,
} from '@carrello/hooks';
import { Button, Checkbox, Field, TextInput } from '@carrello/ui';

import {
  CompanyFields,
  EMPTY_COMPANY,
  toCompanyPerson,
  validateCompany,
  type CompanyValues,
} from '../account/company-fields';
import { CARD_FORMAT } from '../account/loyalty-card-form';
import { PasswordRules } from '../account/password-rules';
import {
  PersonFields,
  REQUIRED,
  focusField,
  personPhone,
  validatePerson,
} from '../account/person-fields';
import { brand } from '../app/brand';
import { Page } from '../shell/page';

/** The retailer segment of the loyalty-card calls (docs/requirements/account.md), from the build's configuration. */
const RETAILER = import.meta.env.VITE_CARRELLO_RETAILER ?? 'carrello';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 520px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
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

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Mode = 'plain' | 'card' | 'business';

interface Values extends CompanyValues {
  firstName: string;
  lastName: string;
  email: string;
  prefix: string;
  phone: string;
  password: string;
  card: string;
  fiscalCode: string;
  privacy: boolean;
  marketing: boolean;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  prefix: DEFAULT_PHONE_PREFIX,
  phone: '',
  password: '',
  card: '',
  fiscalCode: '',
  privacy: false,
  marketing: false,
  ...EMPTY_COMPANY,
};

type Errors = Partial<Record<keyof Values, string>>;

function isValidCardCode(code: string): boolean {
  const normalized = normalizeTaxCode(code);
  return isValidPersonalTaxCode(normalized) || isValidCompanyTaxCode(normalized);
}

/** Client checks with the core rules (docs/requirements/validation.md); the server checks again and names its fields. */
function validate(values: Values, mode: Mode): Errors {
  const errors: Errors = {};
  if (mode !== 'card') {
    // In the order of the form: the company comes before its referent.
    if (mode === 'business') Object.assign(errors, validateCompany(values, values.email));
    Object.assign(errors, validatePerson(values));
  } else {
    if (!values.card.trim()) errors.card = REQUIRED;
    else if (!isValidLoyaltyCard(values.card)) errors.card = CARD_FORMAT;
    if (!values.fiscalCode.trim()) errors.fiscalCode = REQUIRED;
    else if (!isValidCardCode(values.fiscalCode)) errors.fiscalCode = 'Formato non corretto';
  }
  if (!values.email.trim()) errors.email = REQUIRED;
  else if (!personEmailSchema.safeParse(values.email).success)
    errors.email = 'Digitare un’e-mail valida';
  if (!values.password) errors.password = REQUIRED;
  else if (!isValidPassword(values.password))
    errors.password = 'La password non rispetta le regole indicate';
  if (!values.privacy) errors.privacy = 'Per registrarti devi accettare l’informativa privacy';
  return errors;
}

/**
 * Maps the server's field names to the form's: `person.fiscalCode` (the card holder's code, or
 * the company's), `person.company`, `person.vatCode`, `fidelityCard`.
 */
function fieldErrors(error: unknown, mode: Mode): { fields: Errors; form: string | undefined } {
  const { fields, form } = serverFormErrors(error);
  const mapped: Errors = {};
  let unplaced: string | undefined;
  for (const [name, message] of Object.entries(fields)) {
    const key =
      name === 'person.fiscalCode'
        ? mode === 'business'
          ? 'vatFiscalCode'
          : 'fiscalCode'
        : name === 'fidelityCard'
          ? 'card'
          : name.replace(/^person\./, '');
    if (key in EMPTY) mapped[key as keyof Values] ??= message;
    else unplaced ??= message;
  }
  return { fields: mapped, form: form ?? unplaced };
}

/**
 * `/registrati`: sign-up of a private customer, with or without the loyalty card, or of a
 * company where the retailer registers business customers (docs/requirements/account.md: `register_user`, then
 * `register_person` with the company).
 */
export function RegisterPage() {
  const { data: session } = useSession();
  const [mode, setMode] = useState<Mode>('plain');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [lookup, setLookup] = useState<{ card: string; piva_cf: string }>({
    card: '',
    piva_cf: '',
  });
  const rulesId = useId();
  const onRegistered = () => setRegisteredEmail(values.email.trim().toLowerCase());
  const register = useRegister({ onSuccess: onRegistered });
  const registerWithCard = useRegisterWithCard(RETAILER, { onSuccess: onRegistered });
  const registerBusiness = useRegisterBusiness(RETAILER);
  const registerPerson = useRegisterBusinessPerson(RETAILER, { onSuccess: onRegistered });
  const cardLookup = useB2bLookupUser(RETAILER, lookup);
  const pending =
    register.isPending ||
    registerWithCard.isPending ||
    registerBusiness.isPending ||
    registerPerson.isPending;
  const failure =
    register.error ?? registerWithCard.error ?? registerBusiness.error ?? registerPerson.error;
  const server = fieldErrors(failure, mode);

  if (registeredEmail) return <RegistrationSent email={registeredEmail} />;
  // A business account signed in but whose company was refused stays here to correct it.
  if (session?.isAuthenticated && !pending && !registerBusiness.isSuccess)
    return <Navigate to="/profile/dashboard" replace />;

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (key: keyof Values) => errors[key] ?? server.fields[key];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    register.reset();
    registerWithCard.reset();
    registerPerson.reset();
    const found = validate(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusField(Object.keys(found)[0]);
    const consents = { privacy: true as const, marketing: values.marketing };
    const contacts = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...personPhone(values),
      ...consents,
    };
    if (mode === 'business') {
      const company = toCompanyPerson(values, values.email);
      // The account may exist already (its company was refused): only the company is sent again.
      if (registerBusiness.isSuccess) return registerPerson.mutate(company);
      registerBusiness.mutate(
        {
          ...contacts,
          person: {
            personTypeId: 2,
            company: company.company,
            fiscalCode: company.vatFiscalCode ?? company.vatCode ?? '',
            ...(company.vatCode ? { vatCode: company.vatCode } : {}),
          },
        },
        { onSuccess: () => registerPerson.mutate(company) },
      );
    } else if (mode === 'card') {
      registerWithCard.mutate({
        fidelityCard: values.card.trim(),
        person: { fiscalCode: normalizeTaxCode(values.fiscalCode) },
        email: values.email.trim(),
        password: values.password,
        ...consents,
      });
    } else {
      register.mutate(contacts);
    }
  };

  const checkCard = () => {
    const found = validate(values, 'card');
    const cardErrors: Errors = { card: found.card, fiscalCode: found.fiscalCode };
    setErrors(cardErrors);
    if (!found.card && !found.fiscalCode)
      setLookup({ card: values.card.trim(), piva_cf: normalizeTaxCode(values.fiscalCode) });
  };
  const lookupCurrent =
    lookup.card === values.card.trim() &&
    lookup.piva_cf === normalizeTaxCode(values.fiscalCode) &&
    lookup.card !== '';

  return (
    <Page title="Registrati">
      <p>
        Hai già un account? <Link to="/login">Accedi</Link>
      </p>
      <Form onSubmit={onSubmit} noValidate aria-label="Registrati">
        <fieldset>
          <legend>
            {brand.b2bRegistration ? 'Come vuoi registrarti?' : 'Hai la carta fedeltà?'}
          </legend>
          <Choice>
            <label>
              <input
                type="radio"
                name="mode"
                checked={mode === 'plain'}
                onChange={() => setMode('plain')}
              />
              No, registrami con i miei dati
            </label>
            <label>
              <input
                type="radio"
                name="mode"
                checked={mode === 'card'}
                onChange={() => setMode('card')}
              />
              Sì, ho la carta fedeltà
            </label>
            {brand.b2bRegistration ? (
              <label>
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'business'}
                  onChange={() => setMode('business')}
                />
                Sono un’azienda (con Partita IVA)
              </label>
            ) : null}
          </Choice>
        </fieldset>

        {mode === 'card' ? (
          <fieldset>
            <legend>La tua carta</legend>
            <Field label="Numero della carta fedeltà" required error={errorOf('card')}>
              <TextInput
                name="card"
                inputMode="numeric"
                autoComplete="off"
                value={values.card}
                onChange={(event) => set('card')(event.target.value)}
              />
            </Field>
            <Field
              label="Codice fiscale o Partita IVA del titolare"
              required
              error={errorOf('fiscalCode')}
            >
              <TextInput
                name="fiscalCode"
                autoComplete="off"
                value={values.fiscalCode}
                onChange={(event) => set('fiscalCode')(event.target.value.toUpperCase())}
              />
            </Field>
            <Button
              type="button"
              variant="secondary"
              onClick={checkCard}
              loading={cardLookup.isFetching}
            >
              Verifica la carta
            </Button>
            <div role="status">
              {lookupCurrent && cardLookup.data ? (
                cardLookup.data.found ? (
                  cardLookup.data.user?.registered ? (
                    <Alert>
                      Questa carta ha già un account ({cardLookup.data.user.maskedEmail}).{' '}
                      <Link to="/login">Accedi</Link>
                    </Alert>
                  ) : (
                    <p>
                      {cardLookup.data.user?.firstName
                        ? `Carta trovata, intestata a ${cardLookup.data.user.firstName}.`
                        : 'Carta trovata.'}{' '}
                      Completa la registrazione qui sotto.
                    </p>
                  )
                ) : (
                  <Alert>Carta fedeltà e codice fiscale non corrispondono a nessun cliente.</Alert>
                )
              ) : null}
              {lookupCurrent && cardLookup.isError ? (
                <Alert>{cardLookup.error.message}</Alert>
              ) : null}
            </div>
          </fieldset>
        ) : (
          <>
            {mode === 'business' ? (
              <fieldset>
                <legend>La tua azienda</legend>
                <CompanyFields
                  values={values}
                  onChange={(key, value) => set(key)(value)}
                  errorOf={errorOf}
                />
              </fieldset>
            ) : null}
            <fieldset>
              <legend>{mode === 'business' ? 'Il referente' : 'I tuoi dati'}</legend>
              <PersonFields
                values={values}
                onChange={(key, value) => set(key)(value)}
                errorOf={errorOf}
                phoneDescription="Facoltativo: serve per pagare e per la consegna"
              />
            </fieldset>
          </>
        )}

        <fieldset>
          <legend>Accesso</legend>
          <Field label="E-mail" required error={errorOf('email')}>
            <TextInput
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
            />
          </Field>
          <Field label="Password" required error={errorOf('password')}>
            <TextInput
              name="password"
              type="password"
              autoComplete="new-password"
              aria-describedby={rulesId}
              value={values.password}
              onChange={(event) => set('password')(event.target.value)}
            />
          </Field>
          <PasswordRules id={rulesId} password={values.password} />
        </fieldset>

        <fieldset>
          <legend>Consensi</legend>
          <Checkbox
            name="privacy"
            label={
              <>
                Ho letto l’
                <Link to="/page/privacy-policy" target="_blank">
                  informativa privacy
                </Link>{' '}
                e acconsento al trattamento dei miei dati (obbligatorio)
              </>
            }
            checked={values.privacy}
            onCheckedChange={(checked) => set('privacy')(checked)}
            error={errorOf('privacy')}
          />
          <Checkbox
            name="marketing"
            label="Voglio ricevere offerte e novità per e-mail (facoltativo)"
            checked={values.marketing}
            onCheckedChange={(checked) => set('marketing')(checked)}
          />
        </fieldset>

        {server.form ? <Alert role="alert">{server.form}</Alert> : null}
        <Button type="submit" loading={pending} fullWidth>
          Crea l’account
        </Button>
      </Form>
    </Page>
  );
}

/** After sign-up: where the confirmation went, and "Invia di nuovo". */
function RegistrationSent({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <Page title="Controlla la tua e-mail">
      <p>
        Ti abbiamo inviato un link a <strong>{email}</strong>: aprilo per confermare l’account.
        Finché non lo confermi puoi fare la spesa ma non pagare.
      </p>
      <p>
        <Button
          variant="secondary"
          loading={resend.isPending}
          onClick={() => resend.mutate({ e_mail: email })}
        >
          Invia di nuovo
        </Button>
      </p>
      <div role="status">
        {resend.isSuccess ? <p>Ti abbiamo inviato un nuovo link di conferma.</p> : null}
      </div>
      {resend.isError ? <Alert role="alert">{resend.error.message}</Alert> : null}
      <p>
        <Link to="/profile/profile-update">Completa il profilo</Link> ·{' '}
        <Link to="/">Inizia la spesa</Link>
      </p>
    </Page>
  );
}
