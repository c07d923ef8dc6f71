import { Link } from 'react-router-dom';

import { Button } from '@carrello/ui';

import { Page } from '../shell/page';

/** `/not-found`. */
export function NotFoundPage() {
  return (
    <Page title="Pagina non trovata">
      <p>La pagina che cerchi non esiste o non è più disponibile.</p>
      <Button asChild>
        <Link to="/">Torna alla home</Link>
      </Button>
    </Page>
  );
}

/** `/service-down`. */
export function ServiceDownPage() {
  return (
    <Page title="Servizio momentaneamente non disponibile">
      <p>Stiamo lavorando per ripristinare il servizio. Riprova tra qualche minuto.</p>
      <Button onClick={() => window.location.assign('/')}>Riprova</Button>
    </Page>
  );
}
