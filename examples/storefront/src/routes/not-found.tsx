import { Link } from 'react-router-dom';

import { Button } from '@carrello/ui';

import { ErrorPage } from '../shell/error-page';

/** `/not-found`. */
export function NotFoundPage() {
  return (
    <ErrorPage
      title="Pagina non trovata"
      message="La pagina che cerchi non esiste o non è più disponibile."
      action={
        <Button asChild>
          <Link to="/">Torna alla home</Link>
        </Button>
      }
    />
  );
}
