import { Link } from 'react-router-dom';

import { useSession } from '@carrello/hooks';
import { Skeleton } from '@carrello/ui';

import { CareColumns } from '../care/care-columns';
import { TicketForm } from '../care/ticket-form';
import { Page } from '../shell/page';

/** `/assistenza-clienti`: how to reach customer care, and the ticket form. */
export function CustomerServicePage() {
  const session = useSession();
  return (
    <Page title="Assistenza clienti">
      <CareColumns>
        <div>
          <p>Siamo qui per aiutarti, dal lunedì al sabato dalle 8 alle 20.</p>
          <ul>
            <li>
              Consulta le <Link to="/faq">domande frequenti</Link>.
            </li>
            <li>
              Per un ordine puoi scriverci anche dal dettaglio, in{' '}
              <Link to="/profile/orders">i tuoi ordini</Link>.
            </li>
            <li>
              Trova il <Link to="/store-locator">negozio più vicino</Link>.
            </li>
          </ul>
        </div>
        <section>
          <h2 id="scrivici">Scrivici</h2>
          {session.isPending ? (
            <Skeleton height={320} />
          ) : (
            <TicketForm signedIn={session.data?.isAuthenticated ?? false} labelledBy="scrivici" />
          )}
        </section>
      </CareColumns>
    </Page>
  );
}
