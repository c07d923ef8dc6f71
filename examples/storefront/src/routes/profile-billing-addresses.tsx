import { useBillingAddresses } from '@carrello/hooks';

import { CardColumn, LoadingOrError } from '../shell/cards';
import { Page } from '../shell/page';

/** `/profile/billing-addresses`. */
export function BillingAddressesPage() {
  const persons = useBillingAddresses();
  return (
    <Page title="Dati di fatturazione">
      {persons.data ? (
        persons.data.length === 0 ? (
          <p>Non hai ancora dati di fatturazione.</p>
        ) : (
          <CardColumn>
            {persons.data.map((person) => (
              <li key={person.personFiscalId}>
                <h2>{person.company || `${person.firstName ?? ''} ${person.lastName ?? ''}`}</h2>
                <p>
                  {person.vatCode
                    ? `P. IVA ${person.vatCode}`
                    : `C.F. ${person.vatFiscalCode ?? ''}`}
                </p>
              </li>
            ))}
          </CardColumn>
        )
      ) : (
        <LoadingOrError error={persons.error} />
      )}
    </Page>
  );
}
