import { Link } from 'react-router-dom';

import { Page } from '../shell/page';

/** `/profile/create-offer`. */
export function CreateOfferPage() {
  return (
    <Page title="Crea un’offerta">
      <p>Questa funzione è riservata agli operatori del negozio.</p>
      <Link to="/profile/dashboard">Torna al profilo</Link>
    </Page>
  );
}
