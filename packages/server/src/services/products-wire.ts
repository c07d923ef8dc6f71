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

function stringMap(value: Record<string, unknown>): Record<string, string> {
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
  const [rows, promos, alternatives] = await Promise.all([
    // Only the columns the wire needs: never the search vector or search text, which are large.
    db
      .selectFrom('products')
      .select([
        'id',
        'cod_int',
        'cod_var',
        'slug',
        'name',
        'short_descr',
        'description',
        'barcode',
        'category_id',
        'available',
        'price',
        'price_um',
        'weight_unit_display',
        'nature_id',
        'tipologia',
        'weight_selling',
        'pallet_items',
        'packaging_items',
        'product_infos',
      ])
      .where('id', 'in', wanted)
      .execute(),
    db
      .selectFrom('promotions')
      .selectAll()
      .where('product_id', 'in', wanted)
      .where('valid_from', '<=', sql<Date>`current_date`)
      .where('valid_to', '>=', sql<Date>`current_date`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_alternatives')
      .select(['product_id', 'alternative_id'])
      .where('product_id', 'in', wanted)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ]);
  const promoOf = new Map<number, (typeof promos)[number]>();
  for (const promo of promos)
    if (!promoOf.has(promo.product_id)) promoOf.set(promo.product_id, promo);
  const alternativesOf = new Map<number, number[]>();
  for (const { product_id, alternative_id } of alternatives) {
    const list = alternativesOf.get(product_id) ?? [];
    list.push(alternative_id);
    alternativesOf.set(product_id, list);
  }
  for (const row of rows) {
    const promo = promoOf.get(row.id);
    const proposed = alternativesOf.get(row.id) ?? [];
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
