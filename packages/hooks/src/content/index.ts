export { contentKeys, storeKeys } from './content-keys';
export type {
  LeafletProductsParams,
  LeafletRef,
  LeafletsParams,
  StoresParams,
} from './content-keys';
export { contentQueries, storeQueries } from './content-queries';
export {
  useContentPage,
  useFaqCategories,
  useFaqs,
  useLeaflet,
  useLeafletProducts,
  useLeaflets,
  usePopup,
} from './use-content';
export { useStore, useStores } from './use-stores';
