import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';

import { EbsnError } from '@carrello/sdk';
import { Button } from '@carrello/ui';

import { isChunkLoadError } from '../app/lazy-route';
import { Page } from './page';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof EbsnError && error.httpStatus === 404;
}

/**
 * What a route shows when it fails: a clear message and a retry for a page that did not load
 * (spec 8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED), the not-found page for unknown content, and
 * a generic error otherwise.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <Page title="Pagina non caricata">
        <p role="alert">
          Non è stato possibile caricare questa pagina: forse la connessione si è interrotta o il
          sito è stato aggiornato. Controlla la connessione e riprova.
        </p>
        <Actions>
          <Button onClick={() => window.location.reload()}>Riprova</Button>
        </Actions>
      </Page>
    );
  }
  if (isNotFound(error)) {
    return (
      <Page title="Pagina non trovata">
        <p>La pagina che cerchi non esiste o non è più disponibile.</p>
        <Actions>
          <Button asChild>
            <Link to="/">Torna alla home</Link>
          </Button>
        </Actions>
      </Page>
    );
  }
  return (
    <Page title="Si è verificato un errore">
      <p role="alert">
        {error instanceof EbsnError && error.message
          ? error.message
          : 'Si è verificato un errore imprevisto.'}
      </p>
      <Actions>
        <Button onClick={() => window.location.reload()}>Riprova</Button>
        <Button variant="secondary" asChild>
          <Link to="/">Torna alla home</Link>
        </Button>
      </Actions>
    </Page>
  );
}
