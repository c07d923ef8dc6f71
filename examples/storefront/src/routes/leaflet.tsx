import { useParams } from 'react-router-dom';

import { contentQueries, useLeaflet } from '@carrello/hooks';
import { useCarrelloUi } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { LoadingOrError } from '../shell/cards';
import { LeafletPages } from '../content/leaflet-pages';
import { LEAFLET_PRODUCTS, LeafletProducts } from '../content/leaflet-products';
import { prefetchContent } from '../content/prefetch-content';
import { Page } from '../shell/page';

/**
 * `/volantini/:volantino`: one flyer: its pages, each a picture that opens at full size, and its
 * products with "Aggiungi al carrello".
 */
export function LeafletPage() {
  const { volantino = '' } = useParams();
  const { formatDate } = useCarrelloUi();
  const leaflet = useLeaflet({ slug: volantino });
  if (!leaflet.data) {
    return <Page title="Volantino">{<LoadingOrError error={leaflet.error} />}</Page>;
  }
  const { pages = [], pageCount } = leaflet.data;
  return (
    <Page title={leaflet.data.name}>
      <p>
        Valido dal {formatDate(leaflet.data.validityDate)} al {formatDate(leaflet.data.expireDate)},{' '}
        {pageCount === 1 ? '1 pagina' : `${pageCount} pagine`}.
      </p>
      {leaflet.data.description ? <p>{leaflet.data.description}</p> : null}
      {pages.length > 0 ? <LeafletPages name={leaflet.data.name} pages={pages} /> : null}
      <h2>Prodotti in offerta</h2>
      <LeafletProducts leafletId={leaflet.data.leafletId} />
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  LeafletPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetchContent(
        queryClient
          .ensureQueryData(contentQueries.leaflet(client, { slug: params.volantino ?? '' }))
          .then((leaflet) =>
            queryClient.ensureQueryData(
              contentQueries.leafletProducts(client, {
                leafletId: leaflet.leafletId,
                ...LEAFLET_PRODUCTS,
              }),
            ),
          ),
      ),
};
