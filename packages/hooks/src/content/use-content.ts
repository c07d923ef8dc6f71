import { queryHook } from '../query-hook';
import { contentQueries } from './content-queries';

/**
 * A content page by name: title, HTML body and SEO meta.
 * @example
 * const { pageName = '' } = useParams();
 * const { data: page } = useContentPage(pageName);
 */
export const useContentPage = queryHook(contentQueries.page);

/**
 * The current flyers (`data.leaflets`).
 * @example const { data } = useLeaflets();
 */
export const useLeaflets = queryHook(contentQueries.leaflets);

/**
 * One flyer with its pages, by id or slug.
 * @example const { data: leaflet } = useLeaflet({ slug: 'volantino-novembre' });
 */
export const useLeaflet = queryHook(contentQueries.leaflet);

/**
 * A page of a flyer's products (`data.products`, `data.page`); the previous page stays as
 * placeholder while the next one loads.
 * @example const { data, isPlaceholderData } = useLeafletProducts({ leafletId: 73, page });
 */
export const useLeafletProducts = queryHook(contentQueries.leafletProducts);

/**
 * The FAQ categories (`data.categories`).
 * @example const { data } = useFaqCategories();
 */
export const useFaqCategories = queryHook(contentQueries.faqCategories);

/**
 * The questions and answers (HTML) of a FAQ category.
 * @example const { data } = useFaqs('consegne');
 */
export const useFaqs = queryHook(contentQueries.faqs);

/**
 * A popup's title and description; the default popup without a code.
 * @example const { data: popup } = usePopup('benvenuto');
 */
export const usePopup = queryHook(contentQueries.popup);
