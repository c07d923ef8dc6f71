import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** Content pages, flyers (leaflets), FAQ and popups. */
export function contentResource({ api, unwrap }: Transport) {
  return {
    /**
     * Loads a content page by name (title, HTML content and SEO meta).
     * @example const page = await client.content.page({ page_name: 'chi-siamo' });
     */
    page: (
      query: QueryOf<'/ebsn/api/page/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/page/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/page/view', { params: { query }, ...options })),

    /**
     * Lists the current flyers, optionally of one type.
     * @example const { leaflets } = await client.content.leaflets();
     */
    leaflets: (
      query: QueryOf<'/ebsn/api/leaflet/search', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/leaflet/search', 'get'>> =>
      unwrap(api.GET('/ebsn/api/leaflet/search', { params: { query }, ...options })),

    /**
     * Loads one flyer, by id or slug, with its pages.
     * @example const leaflet = await client.content.leaflet({ slug: 'volantino-novembre' });
     */
    leaflet: (
      query: QueryOf<'/ebsn/api/leaflet/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/leaflet/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/leaflet/view', { params: { query }, ...options })),

    /**
     * Lists the products of a flyer, optionally of one category, a page at a time.
     * @example const { products, page } = await client.content.leafletProducts({ parent_leaflet_id: 7 });
     */
    leafletProducts: (
      query: QueryOf<'/ebsn/api/leaflet/product-search', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/leaflet/product-search', 'get'>> =>
      unwrap(api.GET('/ebsn/api/leaflet/product-search', { params: { query }, ...options })),

    /**
     * Lists the FAQ categories.
     * @example const { categories } = await client.content.faqCategories();
     */
    faqCategories: (
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/faq/category-list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/faq/category-list', { ...options })),

    /**
     * Lists the questions and answers of one FAQ category.
     * @example const { faqs } = await client.content.faqs({ category_slug: 'consegne' });
     */
    faqs: (
      query: QueryOf<'/ebsn/api/faq/list', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/faq/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/faq/list', { params: { query }, ...options })),

    /**
     * Loads a popup (title and description), the default one without a code.
     * @example const popup = await client.content.popup({ popup_code: 'benvenuto' });
     */
    popup: (
      query: QueryOf<'/ebsn/api/popup/view', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/popup/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/popup/view', { params: { query }, ...options })),
  };
}
