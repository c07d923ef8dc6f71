import {
  bottegaTheme,
  defaultTheme,
  type CarrelloTheme,
  type MessagesOverride,
} from '@carrello/ui';

/** What a chain changes to brand the storefront: configuration, never code. */
interface Brand {
  /** Name shown in the top bar, titles and footer. */
  name: string;
  /** Theme tokens of the ui skin. */
  theme: CarrelloTheme;
  /** Overrides of the ui's Italian messages. */
  messages?: MessagesOverride;
  /** Whether the retailer registers business customers (docs/requirements/account.md, `register_person`). */
  b2bRegistration?: boolean;
}

const brands: Record<string, Brand> = {
  carrello: { name: 'Carrello', theme: defaultTheme, b2bRegistration: true },
  bottega: { name: 'Bottega', theme: bottegaTheme },
};

/** The brand chosen at build time with `VITE_CARRELLO_BRAND` (default `carrello`). */
export const brand: Brand = brands[import.meta.env.VITE_CARRELLO_BRAND ?? 'carrello'] ?? {
  name: 'Carrello',
  theme: defaultTheme,
};

/** Builds a document title: `Page – Brand`. */
export function documentTitle(page: string): string {
  return page ? `${page} – ${brand.name}` : `${brand.name} – la spesa online`;
}
