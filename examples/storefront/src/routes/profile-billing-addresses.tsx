import { useBillingAddresses } from '@carrello/hooks';

import { LoadedCards } from '../shell/cards';
import { Page } from '../shell/page';

/** `/profile/billing-addresses`. */
export function BillingAddressesPage() {
  const persons = useBillingAddresses();
  return (
    <Page title="Dati di fatturazione">
      <LoadedCards
        items={persons.data}
        error={persons.error}
        empty={<p>Non hai ancora dati di fatturazione.</p>}
        layout="column"
      >
        {(person) => (
          <li key={person.personFiscalId}>
            <h2>{person.company || `${person.firstName ?? ''} ${person.lastName ?? ''}`}</h2>
            <p>
              {person.vatCode ? `P. IVA ${person.vatCode}` : `C.F. ${person.vatFiscalCode ?? ''}`}
            </p>
          </li>
        )}
      </LoadedCards>
    </Page>
  );
}
