// The pages that load together as one chunk, as they did when they shared a file: one lazy
// import per group keeps the router (in the first load) and its preload lists as small as before.
import type { LoaderFactory } from '../../app/route-context';
import { loaders as contentLoaders } from '../content';
import { loaders as leafletsLoaders } from '../leaflets';
import { loaders as leafletLoaders } from '../leaflet';
import { loaders as faqLoaders } from '../faq';
import { loaders as faqListLoaders } from '../faq-list';
import { loaders as storeLocatorLoaders } from '../store-locator';
import { loaders as storeDetailLoaders } from '../store-detail';

export { ContentPage } from '../content';
export { LeafletsPage } from '../leaflets';
export { LeafletPage } from '../leaflet';
export { FaqCategoriesPage } from '../faq';
export { FaqListPage } from '../faq-list';
export { StoreLocatorPage } from '../store-locator';
export { StoreDetailPage } from '../store-detail';

/** Loaders of this chunk's pages, by page name. */
export const loaders: Record<string, LoaderFactory> = {
  ...contentLoaders,
  ...leafletsLoaders,
  ...leafletLoaders,
  ...faqLoaders,
  ...faqListLoaders,
  ...storeLocatorLoaders,
  ...storeDetailLoaders,
};
