import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { DataOf, EbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import {
  contentKeys,
  storeKeys,
  type LeafletProductsParams,
  type LeafletRef,
  type LeafletsParams,
  type StoresParams,
} from './content-keys';
import { withoutUndefined } from '../defined';

type CarrelloError = EbsnError | NetworkError;

/**
 * Query option factories of content pages, flyers, FAQ and popups; route loaders call
 * `queryClient.ensureQueryData(contentQueries.page(client, 'privacy-policy'))`.
 */
export const contentQueries = {
  /** A content page by name (docs/requirements/app-shell.md `/page/:pageName`). */
  page: (client: EbsnClient, pageName: string) =>
    queryOptions<DataOf<'/ebsn/api/page/view', 'get'>, CarrelloError>({
      queryKey: contentKeys.page(pageName),
      queryFn: ({ signal }) => client.content.page({ page_name: pageName }, { signal }),
    }),

  /** The current flyers (docs/requirements/app-shell.md `/volantini`). */
  leaflets: (client: EbsnClient, params: LeafletsParams = {}) =>
    queryOptions<DataOf<'/ebsn/api/leaflet/search', 'get'>, CarrelloError>({
      queryKey: contentKeys.leafletList(params),
      queryFn: ({ signal }) =>
        client.content.leaflets(
          withoutUndefined({ parent_leaflet_type_id: params.parentLeafletTypeId }),
          { signal },
        ),
    }),

  /** One flyer with its pages, by id or slug (docs/requirements/app-shell.md `/volantini/:volantino`). */
  leaflet: (client: EbsnClient, ref: LeafletRef) =>
    queryOptions<DataOf<'/ebsn/api/leaflet/view', 'get'>, CarrelloError>({
      queryKey: contentKeys.leafletDetail(ref),
      queryFn: ({ signal }) =>
        client.content.leaflet(
          ref.leafletId !== undefined ? { leaflet_id: ref.leafletId } : { slug: ref.slug },
          { signal },
        ),
    }),

  /** A page of a flyer's products; keeps the previous page on screen while the next loads. */
  leafletProducts: (client: EbsnClient, params: LeafletProductsParams) =>
    queryOptions<DataOf<'/ebsn/api/leaflet/product-search', 'get'>, CarrelloError>({
      queryKey: contentKeys.leafletProducts(params),
      queryFn: ({ signal }) =>
        client.content.leafletProducts(
          withoutUndefined({
            parent_leaflet_id: params.leafletId,
            parent_category_id: params.categoryId,
            page: params.page,
            page_size: params.pageSize,
          }),
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),

  /** The FAQ categories (docs/requirements/app-shell.md `/faq`). */
  faqCategories: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/faq/category-list', 'get'>, CarrelloError>({
      queryKey: contentKeys.faqCategories(),
      queryFn: ({ signal }) => client.content.faqCategories({ signal }),
    }),

  /** The questions and answers of a FAQ category (docs/requirements/app-shell.md `/faq/:categoryName`). */
  faqs: (client: EbsnClient, categorySlug: string) =>
    queryOptions<DataOf<'/ebsn/api/faq/list', 'get'>, CarrelloError>({
      queryKey: contentKeys.faqList(categorySlug),
      queryFn: ({ signal }) => client.content.faqs({ category_slug: categorySlug }, { signal }),
    }),

  /** A popup (title and description), the default one without a code (docs/requirements/app-shell.md). */
  popup: (client: EbsnClient, popupCode?: string) =>
    queryOptions<DataOf<'/ebsn/api/popup/view', 'get'>, CarrelloError>({
      queryKey: contentKeys.popup(popupCode),
      queryFn: ({ signal }) =>
        client.content.popup(popupCode === undefined ? {} : { popup_code: popupCode }, {
          signal,
        }),
    }),
};

/** Query option factories of the store locator (docs/requirements/app-shell.md `/store-locator`). */
export const storeQueries = {
  /** The stores, optionally of one region or province. */
  list: (client: EbsnClient, params: StoresParams = {}) =>
    queryOptions<DataOf<'/ebsn/api/warehouse-locator/search', 'get'>, CarrelloError>({
      queryKey: storeKeys.list(params),
      queryFn: ({ signal }) =>
        client.stores.search(
          withoutUndefined({ region: params.region, province: params.province }),
          { signal },
        ),
    }),

  /** One store by slug, with address, phone and opening hours. */
  detail: (client: EbsnClient, slug: string) =>
    queryOptions<DataOf<'/ebsn/api/warehouse-locator/view', 'get'>, CarrelloError>({
      queryKey: storeKeys.detail(slug),
      queryFn: ({ signal }) => client.stores.get({ slug }, { signal }),
    }),
};
