import { Link } from 'react-router-dom';

import { Page } from '../shell/page';

/** `/orders-anon/invalid-data`. */
export function AnonOrdersInvalidPage() {
  return (
    <Page title="Link non valido">
      <p>Il link per vedere l’ordine non è valido o è scaduto.</p>
      <Link to="/orders-anon">Richiedi un nuovo link</Link>
    </Page>
  );
}
