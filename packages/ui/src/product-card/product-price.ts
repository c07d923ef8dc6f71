import type { Product } from '@carrello/sdk';

/** The prices of a product as a card shows them. */
export interface ProductPrices {
  /** The price to pay, or null when the product has none. */
  price: number | null;
  /** The price before the promotion, when higher than `price`. */
  standardPrice: number | null;
  /** The price per unit of measure (per kg, per l), or null. */
  unitPrice: number | null;
  /** The unit of `unitPrice`, e.g. `kg`. */
  unit: string | null;
}

/** Pack-size units and the unit their per-unit price is quoted in (per kg, per litre, per piece). */
const BASE_UNITS: Record<string, string> = {
  g: 'kg',
  gr: 'kg',
  kg: 'kg',
  ml: 'l',
  cl: 'l',
  dl: 'l',
  l: 'l',
  lt: 'l',
  pezzo: 'pz',
  pezzi: 'pz',
  pz: 'pz',
};

/**
 * The unit a per-unit price is quoted in: `weightUnitDisplay` is either the unit itself (`kg`)
 * or the pack size (`400 g`, `1,5 l`, `4 pezzi`), whose per-unit price is per kg, litre or piece.
 */
export function priceUnit(weightUnitDisplay: string | null | undefined): string | null {
  const display = weightUnitDisplay?.trim();
  if (!display) return null;
  const size = /^\d+(?:[.,]\d+)?\s*(\p{L}+)\.?$/u.exec(display);
  if (!size?.[1]) return display;
  return BASE_UNITS[size[1].toLowerCase()] ?? size[1];
}

function amount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads the prices of a product: `priceDisplay` first, the standard price only when higher. */
export function productPrices(product: Product): ProductPrices {
  const price = amount(product.priceDisplay) ?? amount(product.price);
  const standard = amount(product.priceStandardDisplay);
  const unitPrice = amount(product.priceUmDisplay) ?? amount(product.priceUm);
  return {
    price,
    standardPrice: price !== null && standard !== null && standard > price ? standard : null,
    unitPrice,
    unit: unitPrice !== null ? priceUnit(product.weightUnitDisplay) : null,
  };
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  deg: '°',
  percnt: '%',
  agrave: 'à',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  ograve: 'ò',
  oacute: 'ó',
  ugrave: 'ù',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  Igrave: 'Ì',
  Ograve: 'Ò',
  Ugrave: 'Ù',
};

/**
 * Turns a fragment of CMS HTML into plain text: tags are dropped and entities decoded, so
 * nothing from the CMS is ever injected as HTML (ARCHITECTURE: CMS HTML is sanitized), e.g.
 * `<p>Pasta di semola</p>` → `Pasta di semola`.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutTags = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  const decoded = withoutTags.replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
    (match, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X'
            ? parseInt(entity.slice(2), 16)
            : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : match;
      }
      return NAMED_ENTITIES[entity] ?? match;
    },
  );
  return decoded.replace(/\s+/g, ' ').trim();
}

/**
 * Turns the promotion badge HTML of `warehousePromo.view.body` into plain text, e.g.
 * `PI&Ugrave; <b>BASSI</b>` → `PIÙ BASSI`.
 */
export function promoText(html: string | null | undefined): string {
  return htmlToText(html);
}
