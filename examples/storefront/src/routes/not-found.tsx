import { Link } from 'react-router-dom';

import { Button, ErrorState } from '@carrello/ui';

import { Page } from '../shell/page';

/** `/not-found`. */
export function NotFoundPage() {
  const title = 'Pagina non trovata';
  return (
    <Page title={title} contentHeading>
      <ErrorState
        headingLevel={1}
        title={title}
        message="La pagina che cerchi non esiste o non è più disponibile."
        action={
          <Button asChild>
            <Link to="/">Torna alla home</Link>
          </Button>
        }
      />
    </Page>
  );
}
