import { Link, useParams } from 'react-router-dom';

import { storeQueries, useStore, useStores } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { LoadingOrError } from '../shell/cards';
import { prefetchContent } from '../content/prefetch-content';
import { Page } from '../shell/page';
import { StoreFacts } from '../stores/store-facts';
import { provinceName, storePath } from '../stores/store-paths';

/** `/store-locator/:region/:province/:slug`: one store: address, phone, opening hours, map. */
export function StoreDetailPage() {
  const { slug = '' } = useParams();
  const store = useStore(slug);
  const stores = useStores();
  if (!store.data) return <Page title="Negozio">{<LoadingOrError error={store.error} />}</Page>;
  const { address } = store.data;
  return (
    <Page title={store.data.name}>
      <StoreFacts store={store.data} stores={stores.data?.warehouses} />
      <p>
        <Link to={storePath(address)}>Negozi in provincia di {provinceName(address.province)}</Link>
        {' · '}
        <Link to="/store-locator">Tutti i negozi</Link>
      </p>
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  StoreDetailPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetchContent(
        Promise.all([
          queryClient.ensureQueryData(storeQueries.detail(client, params.slug ?? '')),
          // The map places the store among the others; without them it shows the store alone.
          queryClient.ensureQueryData(storeQueries.list(client, {})).catch(() => undefined),
        ]),
      ),
};
