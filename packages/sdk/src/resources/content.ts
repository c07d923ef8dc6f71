import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Content pages, flyers (leaflets), FAQ and popups. */
export function contentResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Loads a content page by name (title, HTML content and SEO meta).
     * @example const page = await client.content.page({ page_name: 'chi-siamo' });
     */
    page: endpoint.getWithQuery('/ebsn/api/page/view'),

    /**
     * Lists the current flyers, optionally of one type.
     * @example const { leaflets } = await client.content.leaflets();
     */
    leaflets: endpoint.getWithOptionalQuery('/ebsn/api/leaflet/search'),

    /**
     * Loads one flyer, by id or slug, with its pages.
     * @example const leaflet = await client.content.leaflet({ slug: 'volantino-novembre' });
     */
    leaflet: endpoint.getWithQuery('/ebsn/api/leaflet/view'),

    /**
     * Lists the products of a flyer, optionally of one category, a page at a time.
     * @example const { products, page } = await client.content.leafletProducts({ parent_leaflet_id: 7 });
     */
    leafletProducts: endpoint.getWithQuery('/ebsn/api/leaflet/product-search'),

    /**
     * Lists the FAQ categories.
     * @example const { categories } = await client.content.faqCategories();
     */
    faqCategories: endpoint.get('/ebsn/api/faq/category-list'),

    /**
     * Lists the questions and answers of one FAQ category.
     * @example const { faqs } = await client.content.faqs({ category_slug: 'consegne' });
     */
    faqs: endpoint.getWithQuery('/ebsn/api/faq/list'),

    /**
     * Loads a popup (title and description), the default one without a code.
     * @example const popup = await client.content.popup({ popup_code: 'benvenuto' });
     */
    popup: endpoint.getWithOptionalQuery('/ebsn/api/popup/view'),
  };
}
