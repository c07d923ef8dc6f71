// Goods sold by weight (TIPOLOGIA Sfuso): the shopper picks a weight in steps of 100 g; the cart
// line carries that weight (`weight`, kg) and is priced by it, so the line price is an estimate
// until the goods are weighed at picking. Without a weight, a line weighs its quantity times the
// selling weight (WEIGHT_SELLING, kg), as the platform prices it.

import { formatItalianNumber } from './italian-number';

/** The parts of a product that tell whether, and in which steps, it is sold by weight. */
export interface WeighedProduct {
  /** Product infos: TIPOLOGIA `Sfuso` and WEIGHT_SELLING (kg) for goods sold by weight. */
  productInfos?: { TIPOLOGIA?: string | null; WEIGHT_SELLING?: string | null } | null;
}

/** The weight one press of − or + changes for goods sold by weight (100 g). */
export const DEFAULT_WEIGHT_STEP_KG = 0.1;

/** Whether the product is sold by weight (TIPOLOGIA `Sfuso`). */
export function isSoldByWeight(product: WeighedProduct | null | undefined): boolean {
  return product?.productInfos?.TIPOLOGIA?.trim().toLowerCase() === 'sfuso';
}

/**
 * The weight one step adds, in kg, for a product sold by weight; null for products sold by the
 * piece.
 * @example weightStepKg({ productInfos: { TIPOLOGIA: 'Sfuso' } }) // 0.1
 */
export function weightStepKg(product: WeighedProduct | null | undefined): number | null {
  return isSoldByWeight(product) ? DEFAULT_WEIGHT_STEP_KG : null;
}

/**
 * The weight of a cart line of goods sold by weight, in kg: its `weight`, else its quantity
 * times the selling weight; null for goods sold by the piece.
 * @example lineWeightKg({ quantity: 1, weight: 0.3, product }) // 0.3
 */
export function lineWeightKg(item: {
  quantity?: number | null;
  weight?: number | null;
  product?: WeighedProduct | null;
}): number | null {
  if (!isSoldByWeight(item.product)) return null;
  if (item.weight !== null && item.weight !== undefined && item.weight > 0) return item.weight;
  const selling = Number(item.product?.productInfos?.WEIGHT_SELLING);
  const kg = (item.quantity ?? 0) * (Number.isFinite(selling) && selling > 0 ? selling : 1);
  return Math.round(kg * 1000) / 1000;
}

/**
 * A weight in kg as a shopper reads it: grams below 1 kg ("300 g"), kg with a comma above
 * ("1,25 kg").
 * @example formatWeight(0.3) // '300 g'
 */
export function formatWeight(kg: number): string {
  const grams = Math.round(kg * 1000);
  if (grams < 1000) return `${grams} g`;
  const kilos = grams / 1000;
  return `${formatItalianNumber(kilos) ?? kilos.toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg`;
}

/**
 * The estimated price of a weight of a product sold by weight: price per kg times the weight,
 * rounded to the cent.
 * @example estimatedPrice(2.39, 0.3) // 0.72
 */
export function estimatedPrice(pricePerKg: number, kg: number): number {
  return Math.round(pricePerKg * kg * 100) / 100;
}
