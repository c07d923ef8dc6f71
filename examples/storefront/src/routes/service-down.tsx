import { ErrorPage } from '../shell/error-page';

/** `/service-down`. */
export function ServiceDownPage() {
  return (
    <ErrorPage
      title="Servizio momentaneamente non disponibile"
      message="Stiamo lavorando per ripristinare il servizio. Riprova tra qualche minuto."
      onRetry={() => window.location.assign('/')}
    />
  );
}
