// Package count label of a cart item (docs/requirements/cart.md: pallet multiples show n pallet; packaging
// multiples show (n collo/colli)). docs/requirements/cart.md's "(0 colli)" of Sfuso items is dropped:
// goods sold by weight show their weight instead, a count of 0 packages means nothing.

/** The parts of a cart item the package count reads. */
export interface PackageCountItem {
  /** Quantity in the cart, in selling units. */
  quantity?: number | null;
  /** The product, with its logistic multiples and its TIPOLOGIA. */
  product?: {
    /** Selling units in one pallet; wire values may be numbers or numeric strings. */
    logisticPalletItems?: number | string | null;
    /** Selling units in one package (collo); wire values may be numbers or numeric strings. */
    logisticPackagingItems?: number | string | null;
    /** Product infos, whose TIPOLOGIA is `Sfuso` for loose goods. */
    productInfos?: { TIPOLOGIA?: string | null } | null;
  } | null;
}

function positiveInteger(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function multiplesOf(quantity: number, unit: number | null): number | null {
  if (unit === null) return null;
  const count = quantity / unit;
  return Number.isInteger(count) ? count : null;
}

/**
 * Returns the package count label of a cart item, or null when none applies.
 *
 * Precedence: Sfuso first (none: goods sold by weight show their weight), then whole pallets (`n pallet`), then whole packages
 * (`(1 collo)`, `(n colli)`); n is quantity divided by the multiple and must be a whole number.
 */
export function packageCountLabel(item: PackageCountItem): string | null {
  const product = item.product;
  // Goods sold by weight are not counted in packages: their weight says how much.
  if (product?.productInfos?.TIPOLOGIA?.trim().toLowerCase() === 'sfuso') return null;

  const quantity = item.quantity ?? 0;
  // A quantity of 0 is a multiple of everything; it says nothing about packages.
  if (!Number.isFinite(quantity) || quantity <= 0) return null;

  // A pallet is the larger unit, so a quantity that fills whole pallets is shown in pallets.
  const pallets = multiplesOf(quantity, positiveInteger(product?.logisticPalletItems));
  if (pallets !== null) return `${pallets} pallet`;

  const packages = multiplesOf(quantity, positiveInteger(product?.logisticPackagingItems));
  if (packages !== null) return packages === 1 ? '(1 collo)' : `(${packages} colli)`;

  return null;
}
