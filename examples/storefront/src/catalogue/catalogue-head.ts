import type { ContentViewDetails } from '@carrello/hooks';

import type { PageMetaProps } from '../seo/page-meta';
import { seoText } from './seo-text';

/** The SEO section of a category's or a product's metadata. */
interface SeoSection {
  SEO_TITLE?: unknown;
  SEO_DESCRIPTION?: unknown;
}

/** A category or a product, as its page's head reads it. */
interface CatalogueItem {
  /** The category or product id, which the content view reports. */
  id: number;
  /** Its name, the title when the metadata has no SEO title. */
  name: string;
  /** The SEO section of its metadata (`category_seo`, `product_seo`). */
  seo: SeoSection | undefined;
}

/** What a catalogue page passes its frame: the document title, its content view and its meta. */
interface CatalogueHead {
  /** The document title. */
  documentTitle: string;
  /** What the analytics content view reports (docs/requirements/account.md). */
  contentView: Omit<ContentViewDetails, 'path'>;
  /** What search engines and link previews read besides the title. */
  meta: Omit<PageMetaProps, 'title'>;
}

/**
 * The head of a category or a product page: the SEO title and description of its metadata, else
 * its name and `description`, and the content view of the item.
 * @example
 * <Page title={product.name} {...catalogueHead('product', item, product.name, { type: 'product' })}>
 */
export function catalogueHead(
  contentType: 'category' | 'product',
  { id, name, seo }: CatalogueItem,
  description: string,
  meta?: Omit<PageMetaProps, 'title' | 'description'>,
): CatalogueHead {
  return {
    documentTitle: seoText(seo?.SEO_TITLE) ?? name,
    contentView: { contentType, contentId: id, contentName: name },
    meta: { description: seoText(seo?.SEO_DESCRIPTION) ?? description, ...meta },
  };
}
