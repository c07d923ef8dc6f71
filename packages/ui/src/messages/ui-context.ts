import { createContext, useContext, useMemo } from 'react';
import type { Messages } from './it';
import { DEFAULT_LOCALE, formatDate, formatPrice, formatTime, interpolate, plural } from './format';

// The context of the messages and the locale, and the hook the widgets read their areas of the
// messages with. A widget passes the Italian texts of its own areas (`search` of `./it`), so an app that renders the search box without a provider bundles the search
// box's texts and not the whole catalogue; `useCarrelloUi()` is the hook for all the areas.

/** The locale-bound formatters of {@link CarrelloUiContextValue}. */
interface CarrelloUiFormatters {
  /** The BCP 47 locale. */
  locale: string;
  /** Fills `{name}` placeholders. */
  format: typeof interpolate;
  /** Picks a plural form for the locale. */
  plural: (
    message: Parameters<typeof plural>[0],
    count: number,
    values?: Parameters<typeof plural>[2],
  ) => string;
  /** Formats a price in euro for the locale. */
  formatPrice: (value: number) => string;
  /** Formats a date for the locale. */
  formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  /** Formats a time of day for the locale. */
  formatTime: (value: Date | string | number) => string;
}

/** What `useCarrelloUi` returns: messages and locale-bound formatters. */
export interface CarrelloUiContextValue extends CarrelloUiFormatters {
  /** The merged messages. */
  messages: Messages;
}

/** The formatters bound to a locale. */
export function createFormatters(locale: string): CarrelloUiFormatters {
  return {
    locale,
    format: interpolate,
    plural: (message, count, values) => plural(message, count, values, locale),
    formatPrice: (value) => formatPrice(value, locale),
    formatDate: (value, options) => formatDate(value, options, locale),
    formatTime: (value) => formatTime(value, locale),
  };
}

/** The provider's value; null without a provider (Italian defaults). */
export const CarrelloUiContext = /* @__PURE__ */ createContext<CarrelloUiContextValue | null>(null);

let italianFormatters: CarrelloUiFormatters | undefined;

/** The formatters of the default locale, made on first use. */
export function defaultFormatters(): CarrelloUiFormatters {
  italianFormatters ??= createFormatters(DEFAULT_LOCALE);
  return italianFormatters;
}

/** What {@link useAreaMessages} returns: the areas of the messages asked for and the formatters. */
interface AreaMessages<K extends keyof Messages> extends CarrelloUiFormatters {
  /** The areas' messages, a brand's overrides merged. */
  messages: Pick<Messages, K>;
}

/**
 * Returns the messages (the provider's, merged, or else the Italian `areas` given) and the
 * formatters: the widgets' hook, which bundles only the texts of the areas a widget reads.
 * `areas` is a module-level constant such as `{ search }` (the area exported by `./it`).
 */
export function useAreaMessages<K extends keyof Messages>(
  areas: Pick<Messages, K>,
): AreaMessages<K> {
  const value = useContext(CarrelloUiContext);
  return useMemo(() => value ?? { ...defaultFormatters(), messages: areas }, [value, areas]);
}
