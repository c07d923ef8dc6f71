import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type { components } from '@carrello/sdk';

/**
 * The category's own filters of `products.list` (the `filter` parameter): traits read
 * from the product itself. A list answers, in its "Caratteristiche" facet, only the traits its
 * products have, each with its count: a category of fruit offers "Al peso" and "Biologico", one
 * of milk "Senza lattosio". Each trait is one SQL condition on `products p`, read by the database
 * path and, once per catalogue generation, by the in-process index: the two agree by
 * construction.
 */
interface ProductFilter {
  /** The value sent back in `filter` (several joined by commas). */
  id: string;
  /** The shopper's label. */
  name: string;
  /** Whether a product (`products p`) has the trait. */
  where: RawBuilder<SqlBool>;
}

export const PRODUCT_FILTERS: readonly ProductFilter[] = [
  {
    id: 'bio',
    name: 'Biologico',
    where: sql<SqlBool>`(p.name ~* '\\m(bio|biologic[aoi]|biologiche)\\M'
      or p.short_descr ~* '\\mbio\\M')`,
  },
  { id: 'al-peso', name: 'Al peso', where: sql<SqlBool>`lower(p.tipologia) = 'sfuso'` },
  { id: 'integrale', name: 'Integrale', where: sql<SqlBool>`p.name ~* '\\mintegral[ei]\\M'` },
  {
    id: 'senza-lattosio',
    name: 'Senza lattosio',
    where: sql<SqlBool>`p.name ~* '\\msenza lattosio\\M'`,
  },
  {
    id: 'senza-glutine',
    name: 'Senza glutine',
    where: sql<SqlBool>`p.name ~* '\\msenza glutine\\M'`,
  },
  {
    id: 'senza-zuccheri',
    name: 'Senza zuccheri aggiunti',
    where: sql<SqlBool>`p.name ~* '\\msenza zuccheri\\M'`,
  },
];

const BY_ID = new Map(PRODUCT_FILTERS.map((filter) => [filter.id, filter]));

/**
 * A `filter` value split into the traits it names and the rest: a value that names no trait is
 * searched as words, as the platform's pass-through `filter` was (docs/requirements/app-shell.md).
 */
export function parseFilter(value: string | undefined): { traits: string[]; words: string } {
  const traits: string[] = [];
  const words: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const token = part.trim();
    if (!token) continue;
    if (BY_ID.has(token.toLowerCase())) {
      if (!traits.includes(token.toLowerCase())) traits.push(token.toLowerCase());
    } else words.push(token);
  }
  return { traits, words: words.join(' ') };
}

/** The SQL conditions of the traits asked (all must hold). */
export function traitConditions(traits: readonly string[]): RawBuilder<SqlBool>[] {
  return traits.flatMap((id) => {
    const filter = BY_ID.get(id);
    return filter ? [filter.where] : [];
  });
}

/** A select expression giving the ids of the traits a product has (`products p`), as text[]. */
export function traitsColumn(): RawBuilder<string[]> {
  return sql<string[]>`array_remove(array[${sql.join(
    PRODUCT_FILTERS.map((filter) => sql`case when ${filter.where} then ${filter.id} end`),
  )}]::text[], null)`;
}

/**
 * The "Caratteristiche" facet: the traits found among the results of every filter (the traits
 * already chosen included), each with its products; none when no product has one.
 */
export function traitFacet(
  counts: ReadonlyMap<string, number>,
  selected: readonly string[],
): components['schemas']['Facet'][] {
  const values = PRODUCT_FILTERS.filter((filter) => (counts.get(filter.id) ?? 0) > 0).map(
    (filter) => ({
      id: filter.id,
      name: filter.name,
      count: counts.get(filter.id) ?? 0,
      selected: selected.includes(filter.id),
    }),
  );
  return values.length > 0 ? [{ name: 'Caratteristiche', parameterName: 'filter', values }] : [];
}
