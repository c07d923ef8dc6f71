import type { Generated, Kysely } from 'kysely';

import type {
  BrandsTable,
  CategoriesTable,
  Database,
  Db,
  SearchTermsTable,
  VersionInfoTable,
} from '../db/database';

/** Table `categories` with the columns of migration 0100. */
export interface CountedCategoriesTable extends CategoriesTable {
  /** Products of the category and its descendants. */
  product_count: Generated<number>;
  /** A product whose picture stands for the category (suggestions). */
  image_product_id: number | null;
}

/** Table `brands` with the columns of migration 0100. */
export interface CountedBrandsTable extends BrandsTable {
  product_count: Generated<number>;
}

/** Table `search_terms` with the columns of migration 0100. */
export interface CountedSearchTermsTable extends SearchTermsTable {
  product_count: Generated<number>;
}

/** Table `version_info` with the columns of migration 0100. */
export interface DescribedVersionInfoTable extends VersionInfoTable {
  description: Generated<string>;
}

/** The schema with the catalogue migration (0100) applied. */
export interface CatalogueDatabase extends Omit<
  Database,
  'categories' | 'brands' | 'search_terms' | 'version_info'
> {
  categories: CountedCategoriesTable;
  brands: CountedBrandsTable;
  search_terms: CountedSearchTermsTable;
  version_info: DescribedVersionInfoTable;
}

/** A query builder that also knows the columns of migration 0100. */
export type CatalogueDb = Kysely<CatalogueDatabase>;

/** The same connection, typed with the catalogue columns. */
export function catalogueDb(db: Db): CatalogueDb {
  return db as unknown as CatalogueDb;
}
