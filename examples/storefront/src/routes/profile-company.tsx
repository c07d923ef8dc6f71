import { Link } from 'react-router-dom';

import { useUserDetail } from '@carrello/hooks';

import { isBusinessCustomer } from '../account/business-customer';
import { CompanyAddresses } from '../account/company-addresses';
import { CompanyForm, companyValues } from '../account/company-form';
import { CompanySection, CompanySummary } from '../account/company-summary';
import { QueryState } from '../account/profile-cards';
import { brand } from '../app/brand';
import { Page } from '../shell/page';

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
        <QueryState query={detail} message="Non è stato possibile caricare i dati aziendali." />
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
      <CompanySection aria-labelledby="company-saved">
        <h2 id="company-saved">La tua azienda</h2>
        <CompanySummary person={person} />
      </CompanySection>
      <CompanySection aria-labelledby="company-edit">
        <h2 id="company-edit">Modifica i dati</h2>
        <p>Indica il codice SDI o la PEC per ricevere la fattura elettronica.</p>
        {/* A fresh form when the saved data change, so the summary and the form agree. */}
        <CompanyForm key={JSON.stringify(companyValues(person))} person={person} />
      </CompanySection>
      <CompanySection aria-labelledby="company-addresses">
        <h2 id="company-addresses">Indirizzi di consegna</h2>
        <CompanyAddresses />
        <p>
          <Link to="/profile/addresses">Gestisci gli indirizzi</Link>
        </p>
      </CompanySection>
    </Page>
  );
}
