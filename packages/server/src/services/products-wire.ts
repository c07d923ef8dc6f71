import type { components } from '@carrello/sdk';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { productImagePath } from '../routes/media';

/** The contract's `Product`. */
export type WireProduct = components['schemas']['Product'];

/** A product as the cart and order rules read it, with its promotion of today applied. */
export interface PricedProduct {
  id: number;
  name: string;
  /** Price of one selling unit (a piece, or a kg for loose goods), promotion applied. */
  unitPrice: number;
  /** Loose goods sold by weight (TIPOLOGIA Sfuso). */
  loose: boolean;
  /** Weight of one piece of loose goods, in kg. */
  weightSelling: number | null;
  available: number;
  nature: string;
  /** The contract's product; `enrichProducts` adds breadcrumbs, brand and unit prices. */
  wire: WireProduct;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The infos of a JSON column as the contract's text map: each set value as text. */
export function stringMap(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value))
    if (item !== null && item !== undefined) out[key] = String(item);
  return out;
}

/** Loads products with their promotion of today and their proposed alternatives. */
export async function loadPricedProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, PricedProduct>> {
  const wanted = [...new Set(ids)];
  const result = new Map<number, PricedProduct>();
  if (wanted.length === 0) return result;
  // One query: the product columns the wire needs (never the search vector or search text,
  // which are large), its first promotion of today and its proposed alternatives in order.
  const rows = await db
    .selectFrom('products as p')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('promotions as pr')
          .select([
            'pr.promo_type',
            'pr.discount',
            'pr.discount_perc',
            'pr.view',
            'pr.valid_from',
            'pr.valid_to',
          ])
          .whereRef('pr.product_id', '=', 'p.id')
          .where('pr.valid_from', '<=', sql<Date>`current_date`)
          .where('pr.valid_to', '>=', sql<Date>`current_date`)
          .orderBy('pr.id')
          .limit(1)
          .as('promo'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id',
      'p.cod_int',
      'p.cod_var',
      'p.slug',
      'p.name',
      'p.short_descr',
      'p.description',
      'p.barcode',
      'p.category_id',
      'p.available',
      'p.price',
      'p.price_um',
      'p.weight_unit_display',
      'p.nature_id',
      'p.tipologia',
      'p.weight_selling',
      'p.pallet_items',
      'p.packaging_items',
      'p.product_infos',
      'promo.promo_type',
      'promo.discount',
      'promo.discount_perc',
      'promo.view',
      'promo.valid_from',
      'promo.valid_to',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_alternatives as pa')
        .innerJoin('products as alt', 'alt.id', 'pa.alternative_id')
        .select(sql<number[]>`array_agg(pa.alternative_id order by pa.position)`.as('ids'))
        .whereRef('pa.product_id', '=', 'p.id')
        // Never the product itself, nor the same product under another id (the same name).
        .whereRef('pa.alternative_id', '<>', 'p.id')
        .where(sql<boolean>`lower(alt.name) <> lower(p.name)`)
        .as('alternatives'),
    )
    .where('p.id', 'in', wanted)
    .execute();
  for (const row of rows) {
    const promo =
      row.promo_type !== null && row.valid_from !== null && row.valid_to !== null
        ? {
            promo_type: row.promo_type,
            discount: row.discount,
            discount_perc: row.discount_perc,
            view: row.view ?? {},
            valid_from: row.valid_from,
            valid_to: row.valid_to,
          }
        : undefined;
    const proposed = row.alternatives ?? [];
    const loose = row.tipologia.toLowerCase() === 'sfuso';
    const discount = promo?.discount ?? 0;
    const unitPrice = round2(Math.max(0, row.price - discount));
    const infos = stringMap(row.product_infos);
    const nature = infos.PRODUCT_NATURE_ID ?? String(row.nature_id);
    const wire: WireProduct = {
      productId: row.id,
      id: row.id,
      codInt: row.cod_int,
      codVar: row.cod_var,
      slug: row.slug,
      name: row.name,
      shortDescr: row.short_descr,
      description: row.description,
      barcode: row.barcode,
      itemUrl: `/product/${row.slug}`,
      mediaURL: productImagePath(row.id, 'small'),
      mediaURLMedium: productImagePath(row.id, 'medium'),
      categoryId: row.category_id,
      available: Math.max(0, row.available),
      price: row.price,
      priceDisplay: unitPrice,
      ...(promo ? { priceStandardDisplay: row.price } : {}),
      priceUm: row.price_um,
      priceUnitDisplay: loose ? 'kg' : 'pz',
      ...(row.weight_unit_display ? { weightUnitDisplay: row.weight_unit_display } : {}),
      ...(promo
        ? {
            warehousePromo: {
              promoType: promo.promo_type,
              ...(promo.discount !== null ? { discount: promo.discount } : {}),
              ...(promo.discount_perc !== null ? { discountPerc: promo.discount_perc } : {}),
              validityDate: promo.valid_from.toISOString().slice(0, 10),
              expireDate: promo.valid_to.toISOString().slice(0, 10),
              view: stringMap(promo.view),
            },
          }
        : {}),
      productInfos: { ...infos, PRODUCT_NATURE_ID: nature },
      logisticPalletItems: Math.max(0, row.pallet_items ?? 0),
      logisticPackagingItems: Math.max(0, row.packaging_items ?? 0),
      hasAlternatives: proposed.length > 0,
      proposedAlternatives: proposed,
    };
    result.set(row.id, {
      id: row.id,
      name: row.name,
      unitPrice,
      loose,
      weightSelling: row.weight_selling,
      available: row.available,
      nature,
      wire,
    });
  }
  return result;
}

/**
 * What every line of a cart, list or order shows of its row: its id, whole pieces (never below 0)
 * and, for a line sold by weight, the weight.
 */
export function wireLineAmount(item: { id: number; quantity: number; weight: number | null }) {
  return {
    itemId: item.id,
    quantity: Math.max(0, Math.round(item.quantity)),
    ...(item.weight !== null ? { weight: item.weight } : {}),
  };
}

/** Price of a line: by weight for loose goods, by pieces otherwise. */
export function linePrice(
  product: Pick<PricedProduct, 'unitPrice' | 'loose' | 'weightSelling'>,
  quantity: number,
  weight: number | null,
): number {
  if (product.loose) {
    const kg = weight ?? quantity * (product.weightSelling ?? 1);
    return round2(product.unitPrice * kg);
  }
  return round2(product.unitPrice * quantity);
}

export { round2 };
