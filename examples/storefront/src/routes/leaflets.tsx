import { Link } from 'react-router-dom';

import { contentQueries, useLeaflets } from '@carrello/hooks';
import { useCarrelloUi } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { LoadedCards } from '../shell/cards';
import { prefetchContent } from '../content/prefetch-content';
import { Page } from '../shell/page';

/** `/volantini`: the flyers in force. */
export function LeafletsPage() {
  const { formatDate } = useCarrelloUi();
  const leaflets = useLeaflets();
  return (
    <Page
      title="Volantini"
      meta={{
        description:
          'Sfoglia i volantini in corso: le offerte della settimana nei negozi e online.',
      }}
    >
      <LoadedCards
        items={leaflets.data?.leaflets}
        error={leaflets.error}
        empty={<p>Nessun volantino in corso.</p>}
        layout="grid"
      >
        {(leaflet) => (
          <li key={leaflet.leafletId}>
            <h2>
              <Link to={`/volantini/${leaflet.slug}`}>{leaflet.name}</Link>
            </h2>
            <p>
              Dal {formatDate(leaflet.validityDate)} al {formatDate(leaflet.expireDate)}
            </p>
          </li>
        )}
      </LoadedCards>
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  LeafletsPage:
    ({ client, queryClient }) =>
    () =>
      prefetchContent(queryClient.ensureQueryData(contentQueries.leaflets(client))),
};
