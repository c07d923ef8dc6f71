import { carrelloKeys } from '../keys';

/** Which flyer to load: by id or by slug. */
export type LeafletRef = { leafletId: number; slug?: never } | { slug: string; leafletId?: never };

/** Parameters of the flyer list. */
export interface LeafletsParams {
  /** Only flyers of this type. */
  parentLeafletTypeId?: number;
}

/** Parameters of a flyer's product list. */
export interface LeafletProductsParams {
  /** The flyer. */
  leafletId: number;
  /** Only products of this category. */
  categoryId?: number;
  /** Page to read (1-based; 0 also means the first). */
  page?: number;
  /** Products per page. */
  pageSize?: number;
}

/** Query keys of content pages, flyers, FAQ and popups. */
export const contentKeys = {
  all: [...carrelloKeys.all, 'content'] as const,
  pages: () => [...contentKeys.all, 'page'] as const,
  page: (pageName: string) => [...contentKeys.pages(), pageName] as const,
  leafletLists: () => [...contentKeys.all, 'leaflets'] as const,
  leafletList: (params: LeafletsParams = {}) =>
    [...contentKeys.leafletLists(), { parentLeafletTypeId: params.parentLeafletTypeId }] as const,
  leafletDetails: () => [...contentKeys.all, 'leaflet'] as const,
  leafletDetail: (ref: LeafletRef) =>
    [...contentKeys.leafletDetails(), { leafletId: ref.leafletId, slug: ref.slug }] as const,
  leafletProducts: (params: LeafletProductsParams) =>
    [
      ...contentKeys.all,
      'leaflet-products',
      {
        leafletId: params.leafletId,
        categoryId: params.categoryId,
        page: params.page,
        pageSize: params.pageSize,
      },
    ] as const,
  faqCategories: () => [...contentKeys.all, 'faq-categories'] as const,
  faqLists: () => [...contentKeys.all, 'faqs'] as const,
  faqList: (categorySlug: string) => [...contentKeys.faqLists(), categorySlug] as const,
  popup: (popupCode?: string) => [...contentKeys.all, 'popup', popupCode ?? null] as const,
};

/** Parameters of the store list. */
export interface StoresParams {
  /** Only stores of this region. */
  region?: string;
  /** Only stores of this province (two letters). */
  province?: string;
}

/** Query keys of the store locator. */
export const storeKeys = {
  all: [...carrelloKeys.all, 'stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoresParams = {}) =>
    [...storeKeys.lists(), { region: params.region, province: params.province }] as const,
  details: () => [...storeKeys.all, 'detail'] as const,
  detail: (slug: string) => [...storeKeys.details(), slug] as const,
};
