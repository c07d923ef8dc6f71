import { Link } from 'react-router-dom';

import { useB2bAddresses } from '@carrello/hooks';

import { Muted, QueryCards } from './profile-cards';
import { RETAILER } from './retailer';

/** The delivery addresses of a business customer's company (`b2b-registration/list-all`). */
export function CompanyAddresses() {
  const addresses = useB2bAddresses(RETAILER);
  return (
    <QueryCards
      query={addresses}
      items={(data) => data.addresses ?? []}
      message="Non è stato possibile caricare gli indirizzi dell’azienda."
      empty={{
        headingLevel: 3,
        title: 'Nessun indirizzo di consegna',
        description: 'Aggiungi la sede o il magazzino dove ricevere la spesa.',
        action: <Link to="/profile/addresses/manage">Aggiungi un indirizzo</Link>,
      }}
      aria-label="Indirizzi di consegna dell’azienda"
    >
      {(address) => (
        <li key={address.addressId}>
          <h3>{address.addressName}</h3>
          <p>
            {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
            {address.province})
          </p>
          {address.active === false ? <Muted>Non raggiunto dalla consegna</Muted> : null}
        </li>
      )}
    </QueryCards>
  );
}
