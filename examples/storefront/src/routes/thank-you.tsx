import { Link } from 'react-router-dom';

import { Page } from '../shell/page';

/** `/ricevi-le-comunicazioni/thankyou` and `/contatti/thankyou`. */
export function ThankYouPage() {
  return (
    <Page title="Grazie!">
      <p>Abbiamo ricevuto la tua richiesta.</p>
      <Link to="/">Torna alla home</Link>
    </Page>
  );
}
