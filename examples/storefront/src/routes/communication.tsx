import { useSearchParams } from 'react-router-dom';

import { NewsletterForm } from '../account/newsletter-form';
import { Page } from '../shell/page';

/** `/ricevi-le-comunicazioni` (named Communication): newsletter sign-up, e-mail from the query. */
export function CommunicationPage() {
  const [params] = useSearchParams();
  return (
    <Page
      title="Ricevi le comunicazioni"
      meta={{
        description: 'Iscriviti per ricevere offerte, volantini e novità della spesa online.',
      }}
    >
      <p>Iscriviti per ricevere offerte, volantini e novità del tuo negozio.</p>
      <NewsletterForm email={params.get('email') ?? ''} />
    </Page>
  );
}
