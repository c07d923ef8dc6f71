import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { EbsnError } from '@carrello/sdk';
import { Button, ErrorState } from '@carrello/ui';

import { isChunkLoadError } from '../app/lazy-route';
import { Page } from './page';

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof EbsnError && error.httpStatus === 404;
}

const reload = () => window.location.reload();

// An error answer is never a page of its own for search engines.
const ERROR_META = { noindex: true };

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
  if (isChunkLoadError(error)) {
    const title = 'Pagina non caricata';
    return (
      <Page title={title} contentHeading meta={ERROR_META}>
        <ErrorState
          headingLevel={1}
          title={title}
          message="Non è stato possibile caricare questa pagina: forse la connessione si è interrotta o il sito è stato aggiornato. Controlla la connessione e riprova."
          onRetry={reload}
        />
      </Page>
    );
  }
  if (isNotFound(error)) {
    const title = 'Pagina non trovata';
    return (
      <Page title={title} contentHeading meta={ERROR_META}>
        <ErrorState
          headingLevel={1}
          title={title}
          message="La pagina che cerchi non esiste o non è più disponibile."
          action={home}
        />
      </Page>
    );
  }
  const title = 'Si è verificato un errore';
  return (
    <Page title={title} contentHeading meta={ERROR_META}>
      <ErrorState
        headingLevel={1}
        title={title}
        message={
          error instanceof EbsnError && error.message
            ? error.message
            : 'Si è verificato un errore imprevisto.'
        }
        onRetry={reload}
        action={home}
      />
    </Page>
  );
}
