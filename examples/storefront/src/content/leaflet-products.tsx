import { useLeafletProducts } from '@carrello/hooks';

import { CatalogueGrid } from '../catalogue/catalogue-grid';

/** The products of a flyer shown on one page: every one, the platform's largest page. */
export const LEAFLET_PRODUCTS = { pageSize: 200 } as const;

/** The products published in a flyer, each with its cart controls. */
export function LeafletProducts({ leafletId }: { leafletId: number }) {
  const products = useLeafletProducts({ leafletId, ...LEAFLET_PRODUCTS });
  if (products.error) return <p role="alert">{products.error.message}</p>;
  if (products.data && products.data.products.length === 0) {
    return <p>Questo volantino non ha prodotti da acquistare online.</p>;
  }
  return (
    <CatalogueGrid
      products={products.data?.products}
      loading={!products.data}
      label="Prodotti del volantino"
      headingLevel={3}
    />
  );
}
