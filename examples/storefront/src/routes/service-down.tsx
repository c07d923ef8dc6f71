import { ErrorState } from '@carrello/ui';

import { Page } from '../shell/page';

/** `/service-down`. */
export function ServiceDownPage() {
  const title = 'Servizio momentaneamente non disponibile';
  return (
    <Page title={title} contentHeading>
      <ErrorState
        headingLevel={1}
        title={title}
        message="Stiamo lavorando per ripristinare il servizio. Riprova tra qualche minuto."
        onRetry={() => window.location.assign('/')}
      />
    </Page>
  );
}
