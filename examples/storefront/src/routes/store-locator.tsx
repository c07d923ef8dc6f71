import { Link, useParams } from 'react-router-dom';

import { storeQueries, useStores } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { CardGrid, LoadingOrError } from '../shell/cards';
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
      {stores.data ? (
        stores.data.warehouses.length === 0 ? (
          <p>Nessun negozio in questa zona.</p>
        ) : (
          <CardGrid>
            {stores.data.warehouses.map((store) => (
              <li key={store.warehouseId}>
                <h2>
                  <Link to={storePath(store.address, store.slug)}>{store.name}</Link>
                </h2>
                <p>
                  {store.address.address1} {store.address.addressNumber}, {store.address.postalcode}{' '}
                  {store.address.city} ({store.address.province})
                </p>
              </li>
            ))}
          </CardGrid>
        )
      ) : (
        <LoadingOrError error={stores.error} />
      )}
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
