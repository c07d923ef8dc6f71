import { useQuery } from '@tanstack/react-query';

import { useCarrelloClient } from '../provider';
import type { LeafletProductsParams, LeafletRef, LeafletsParams } from './content-keys';
import { contentQueries } from './content-queries';

/**
 * A content page by name: title, HTML body and SEO meta.
 * @example
 * const { pageName = '' } = useParams();
 * const { data: page } = useContentPage(pageName);
 */
export function useContentPage(pageName: string) {
  const client = useCarrelloClient();
  return useQuery(contentQueries.page(client, pageName));
}

/**
 * The current flyers (`data.leaflets`).
 * @example const { data } = useLeaflets();
 */
export function useLeaflets(params: LeafletsParams = {}) {
  const client = useCarrelloClient();
  return useQuery(contentQueries.leaflets(client, params));
}

/**
 * One flyer with its pages, by id or slug.
 * @example const { data: leaflet } = useLeaflet({ slug: 'volantino-novembre' });
 */
export function useLeaflet(ref: LeafletRef) {
  const client = useCarrelloClient();
  return useQuery(contentQueries.leaflet(client, ref));
}

/**
 * A page of a flyer's products (`data.products`, `data.page`); the previous page stays as
 * placeholder while the next one loads.
 * @example const { data, isPlaceholderData } = useLeafletProducts({ leafletId: 73, page });
 */
export function useLeafletProducts(params: LeafletProductsParams) {
  const client = useCarrelloClient();
  return useQuery(contentQueries.leafletProducts(client, params));
}

/**
 * The FAQ categories (`data.categories`).
 * @example const { data } = useFaqCategories();
 */
export function useFaqCategories() {
  const client = useCarrelloClient();
  return useQuery(contentQueries.faqCategories(client));
}

/**
 * The questions and answers (HTML) of a FAQ category.
 * @example const { data } = useFaqs('consegne');
 */
export function useFaqs(categorySlug: string) {
  const client = useCarrelloClient();
  return useQuery(contentQueries.faqs(client, categorySlug));
}

/**
 * A popup's title and description; the default popup without a code.
 * @example const { data: popup } = usePopup('benvenuto');
 */
export function usePopup(popupCode?: string) {
  const client = useCarrelloClient();
  return useQuery(contentQueries.popup(client, popupCode));
}
