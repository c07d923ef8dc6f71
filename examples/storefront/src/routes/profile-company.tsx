import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  serverFormErrors,
  useB2bAddresses,
  useUpdateB2bRegistration,
  useUserDetail,
} from '@carrello/hooks';
import type { UserDetail } from '@carrello/sdk';
import { Button, EmptyState, useToast } from '@carrello/ui';

import { isBusinessCustomer } from '../account/business-customer';
import {
  CompanyFields,
  EMPTY_COMPANY,
  toCompanyPerson,
  validateCompany,
  type CompanyErrors,
  type CompanyValues,
} from '../account/company-fields';
import { focusField } from '../account/person-fields';
import { Alert, Cards, Muted, QueryState } from '../account/profile-cards';
import { brand } from '../app/brand';
import { Page } from '../shell/page';

const RETAILER = import.meta.env.VITE_CARRELLO_RETAILER ?? 'carrello';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Data = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type Person = NonNullable<UserDetail['person']>;

// docs/requirements/invoice.md: 0000000 is the SDI code of "no code, use the PEC".
const NO_SDI = '0000000';

function companyValues(person: Person): CompanyValues {
  return {
    company: person.company ?? '',
    vatCode: person.vatCode ?? '',
    vatFiscalCode: person.vatFiscalCode ?? '',
    vatSdiCode: person.vatSdiCode && person.vatSdiCode !== NO_SDI ? person.vatSdiCode : '',
    emailCertified: person.emailCertified ?? '',
  };
}

/** The server names the company's fields `person.vatCode`…; anything else goes over the form. */
function placeServerErrors(error: unknown): { fields: CompanyErrors; form: string | undefined } {
  const { fields, form } = serverFormErrors(error);
  const placed: CompanyErrors = {};
  let unplaced: string | undefined;
  for (const [name, message] of Object.entries(fields)) {
    const key = name.replace(/^person\./, '');
    if (key in EMPTY_COMPANY) placed[key as keyof CompanyValues] ??= message;
    else unplaced ??= message;
  }
  return { fields: placed, form: form ?? unplaced };
}

function CompanySummary({ person }: { person: Person }) {
  const values = companyValues(person);
  const rows: Array<[string, string]> = [
    ['Ragione sociale', values.company],
    ['Partita IVA', values.vatCode],
    ['Codice fiscale', values.vatFiscalCode],
    ['Codice SDI', values.vatSdiCode],
    ['PEC', values.emailCertified],
  ];
  return (
    <Data aria-label="Dati aziendali salvati">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </Data>
  );
}

function CompanyForm({ person }: { person: Person }) {
  const toast = useToast();
  const [values, setValues] = useState<CompanyValues>(() => companyValues(person));
  const [errors, setErrors] = useState<CompanyErrors>({});
  const update = useUpdateB2bRegistration(RETAILER, {
    onSuccess: () => toast.show({ title: 'Dati aziendali aggiornati', type: 'success' }),
  });
  const server = placeServerErrors(update.error);
  const errorOf = (key: keyof CompanyValues) => errors[key] ?? server.fields[key];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompany(values, person.email);
    setErrors(found);
    // The first field in error in the form's order takes the focus.
    const first = (Object.keys(EMPTY_COMPANY) as Array<keyof CompanyValues>).find(
      (key) => found[key],
    );
    if (first) return focusField(first);
    // The person keeps its type (company, sole proprietorship or public body) and e-mail.
    update.mutate({
      person: {
        ...toCompanyPerson(values, person.email),
        personTypeId: person.personTypeId,
      } as never,
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Modifica i dati aziendali">
      <CompanyFields
        values={values}
        onChange={(key, value) => {
          setValues((current) => ({ ...current, [key]: value }));
          if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
          if (update.isError) update.reset();
        }}
        errorOf={errorOf}
      />
      {server.form ? <Alert role="alert">{server.form}</Alert> : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          Salva i dati aziendali
        </Button>
      </div>
    </Form>
  );
}

function DeliveryAddresses() {
  const addresses = useB2bAddresses(RETAILER);
  if (!addresses.isSuccess)
    return (
      <QueryState
        error={addresses.error}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
        message="Non è stato possibile caricare gli indirizzi dell’azienda."
      />
    );
  const list = addresses.data.addresses ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="Nessun indirizzo di consegna"
        description="Aggiungi la sede o il magazzino dove ricevere la spesa."
        action={<Link to="/profile/addresses/manage">Aggiungi un indirizzo</Link>}
      />
    );
  return (
    <Cards aria-label="Indirizzi di consegna dell’azienda">
      {list.map((address) => (
        <li key={address.addressId}>
          <h3>{address.addressName}</h3>
          <p>
            {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
            {address.province})
          </p>
          {address.active === false ? <Muted>Non raggiunto dalla consegna</Muted> : null}
        </li>
      ))}
    </Cards>
  );
}

/**
 * `/profile/dati-aziendali`: a business customer's company (docs/requirements/account.md) where the retailer
 * registers businesses: the saved data and its form (`b2b-registration/update`, the core rules
 * of Partita IVA, codice fiscale, SDI and PEC; server errors on their fields, nothing typed lost
 * on a refusal), and the delivery addresses of the company (`b2b-registration/list-all`).
 */
export function CompanyDataPage() {
  const detail = useUserDetail();
  if (!brand.b2bRegistration)
    return (
      <Page title="Dati aziendali">
        <p>Questo negozio non registra clienti aziendali.</p>
      </Page>
    );
  if (!detail.isSuccess)
    return (
      <Page title="Dati aziendali">
        <QueryState
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          message="Non è stato possibile caricare i dati aziendali."
        />
      </Page>
    );
  const person = detail.data.person;
  if (!person || !isBusinessCustomer(detail.data))
    return (
      <Page title="Dati aziendali">
        <p>
          Il tuo account non è aziendale. Per fatturare a un’azienda indica i suoi dati in{' '}
          <Link to="/profile/billing-addresses">Dati di fatturazione</Link>.
        </p>
      </Page>
    );
  return (
    <Page title="Dati aziendali">
      <Section aria-labelledby="company-saved">
        <h2 id="company-saved">La tua azienda</h2>
        <CompanySummary person={person} />
      </Section>
      <Section aria-labelledby="company-edit">
        <h2 id="company-edit">Modifica i dati</h2>
        <p>Indica il codice SDI o la PEC per ricevere la fattura elettronica.</p>
        {/* A fresh form when the saved data change, so the summary and the form agree. */}
        <CompanyForm key={JSON.stringify(companyValues(person))} person={person} />
      </Section>
      <Section aria-labelledby="company-addresses">
        <h2 id="company-addresses">Indirizzi di consegna</h2>
        <DeliveryAddresses />
        <p>
          <Link to="/profile/addresses">Gestisci gli indirizzi</Link>
        </p>
      </Section>
    </Page>
  );
}
