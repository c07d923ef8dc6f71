import { PROVINCES, provinceByCode } from '@carrello/core';
import type { Warehouse } from '@carrello/sdk';

/** The name of a province from its code ("MI": "Milano"), the code itself when unknown. */
export function provinceName(code: string): string {
  return provinceByCode(code.toUpperCase())?.name ?? code;
}

/** The store-locator address of a store's region, province or page. */
export function storePath(address: Warehouse['address'], slug?: string): string {
  const region = encodeURIComponent((address.region ?? 'italia').toLowerCase());
  const province = encodeURIComponent(address.province.toLowerCase());
  return slug
    ? `/store-locator/${region}/${province}/${slug}`
    : `/store-locator/${region}/${province}`;
}

/** A region name as an address may write it: any case, straight or typographic apostrophe. */
function foldRegion(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '’');
}

/**
 * The heading of a store-locator level, named as a shopper reads it: the region's name ("Negozi
 * in Lombardia") from its stores or the province table, the province's name ("Negozi in
 * provincia di Milano") rather than the address's code.
 */
export function storeLocatorTitle(
  region: string | undefined,
  province: string | undefined,
  stores: readonly Warehouse[] | undefined,
): string {
  if (province) return `Negozi in provincia di ${provinceName(province)}`;
  if (region) {
    const folded = foldRegion(region);
    const name =
      stores?.find((store) => foldRegion(store.address.region ?? '') === folded)?.address.region ??
      PROVINCES.find((entry) => foldRegion(entry.region) === folded)?.region ??
      region;
    return `Negozi in ${name}`;
  }
  return 'Trova il negozio';
}
