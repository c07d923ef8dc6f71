// Goods sold by weight (TIPOLOGIA Sfuso): the shopper picks a weight in steps of the product's
// selling weight (WEIGHT_SELLING, in kg); the cart keeps the number of steps as the line's
// quantity and prices it by weight, so the line price is an estimate until the goods are
// weighed at picking.

/** The parts of a product that tell whether, and in which steps, it is sold by weight. */
export interface WeighedProduct {
  /** Product infos: TIPOLOGIA `Sfuso` and WEIGHT_SELLING (kg) for goods sold by weight. */
  productInfos?: { TIPOLOGIA?: string | null; WEIGHT_SELLING?: string | null } | null;
}

/** The weight step used when a product sold by weight does not tell its own (100 g). */
export const DEFAULT_WEIGHT_STEP_KG = 0.1;

/** Whether the product is sold by weight (TIPOLOGIA `Sfuso`). */
export function isSoldByWeight(product: WeighedProduct | null | undefined): boolean {
  return product?.productInfos?.TIPOLOGIA?.trim().toLowerCase() === 'sfuso';
}

/**
 * The weight one step adds, in kg, for a product sold by weight; null for products sold by the
 * piece.
 * @example weightStepKg({ productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.25' } }) // 0.25
 */
export function weightStepKg(product: WeighedProduct | null | undefined): number | null {
  if (!isSoldByWeight(product)) return null;
  const step = Number(product?.productInfos?.WEIGHT_SELLING);
  return Number.isFinite(step) && step > 0 ? step : DEFAULT_WEIGHT_STEP_KG;
}

/**
 * A weight in kg as a shopper reads it: grams below 1 kg ("300 g"), kg with a comma above
 * ("1,25 kg").
 * @example formatWeight(0.3) // '300 g'
 */
export function formatWeight(kg: number): string {
  const grams = Math.round(kg * 1000);
  if (grams < 1000) return `${grams} g`;
  return `${(grams / 1000).toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg`;
}

/**
 * The estimated price of a weight of a product sold by weight: price per kg times the weight,
 * rounded to the cent.
 * @example estimatedPrice(2.39, 0.3) // 0.72
 */
export function estimatedPrice(pricePerKg: number, kg: number): number {
  return Math.round(pricePerKg * kg * 100) / 100;
}
