import { Link, useParams } from 'react-router-dom';

import { storeQueries, useStores } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { LoadedCards } from '../shell/cards';
import { Page } from '../shell/page';
import { storeLocatorTitle, storePath } from '../stores/store-paths';

/** `/store-locator` and its region and province levels. */
export function StoreLocatorPage() {
  const { region, slug } = useParams();
  const stores = useStores({ region, province: slug });
  const title = storeLocatorTitle(region, slug, stores.data?.warehouses);
  return (
    <Page
      title={title}
      meta={{
        description:
          'Trova il negozio più vicino: indirizzo, orari e servizi di ogni punto vendita.',
      }}
    >
      <LoadedCards
        items={stores.data?.warehouses}
        error={stores.error}
        empty={<p>Nessun negozio in questa zona.</p>}
        layout="grid"
      >
        {(store) => (
          <li key={store.warehouseId}>
            <h2>
              <Link to={storePath(store.address, store.slug)}>{store.name}</Link>
            </h2>
            <p>
              {store.address.address1} {store.address.addressNumber}, {store.address.postalcode}{' '}
              {store.address.city} ({store.address.province})
            </p>
          </li>
        )}
      </LoadedCards>
      {region ? (
        <p>
          <Link to="/store-locator">Tutti i negozi</Link>
        </p>
      ) : null}
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  StoreLocatorPage:
    ({ client, queryClient }) =>
    async ({ params }) => {
      await queryClient
        .ensureQueryData(
          storeQueries.list(client, { region: params.region, province: params.slug }),
        )
        .catch(() => undefined);
      return null;
    },
};
