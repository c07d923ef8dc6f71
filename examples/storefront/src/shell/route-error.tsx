import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { EbsnError } from '@carrello/sdk';
import { Button } from '@carrello/ui';

import { isChunkLoadError } from '../app/lazy-route';
import { ErrorPage } from './error-page';

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof EbsnError && error.httpStatus === 404;
}

const reload = () => window.location.reload();

/**
 * What a route shows when it fails: a clear message and a retry for a page that did not load
 * (docs/requirements/errors.md: ChunkLoadError, CSS_CHUNK_LOAD_FAILED), the not-found page for unknown content, and
 * a generic error otherwise.
 */
export function RouteError() {
  const error = useRouteError();
  const home = (
    <Button variant="secondary" asChild>
      <Link to="/">Torna alla home</Link>
    </Button>
  );
  // An error answer is never a page of its own for search engines.
  if (isChunkLoadError(error)) {
    return (
      <ErrorPage
        noindex
        title="Pagina non caricata"
        message="Non è stato possibile caricare questa pagina: forse la connessione si è interrotta o il sito è stato aggiornato. Controlla la connessione e riprova."
        onRetry={reload}
      />
    );
  }
  if (isNotFound(error)) {
    return (
      <ErrorPage
        noindex
        title="Pagina non trovata"
        message="La pagina che cerchi non esiste o non è più disponibile."
        action={home}
      />
    );
  }
  return (
    <ErrorPage
      noindex
      title="Si è verificato un errore"
      message={
        error instanceof EbsnError && error.message
          ? error.message
          : 'Si è verificato un errore imprevisto.'
      }
      onRetry={reload}
      action={home}
    />
  );
}
