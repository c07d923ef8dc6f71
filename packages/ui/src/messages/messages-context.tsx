import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { it, type Messages, type MessagesOverride } from './it';
import {
  DEFAULT_LOCALE,
  formatDate,
  formatPrice,
  formatTime,
  interpolate,
  mergeMessages,
  plural,
} from './format';

/** What {@link useCarrelloUi} returns: messages and locale-bound formatters. */
export interface CarrelloUiContextValue {
  /** The merged messages. */
  messages: Messages;
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

function createValue(messages: Messages, locale: string): CarrelloUiContextValue {
  return {
    messages,
    locale,
    format: interpolate,
    plural: (message, count, values) => plural(message, count, values, locale),
    formatPrice: (value) => formatPrice(value, locale),
    formatDate: (value, options) => formatDate(value, options, locale),
    formatTime: (value) => formatTime(value, locale),
  };
}

const defaultValue = createValue(it, DEFAULT_LOCALE);
const CarrelloUiContext = createContext<CarrelloUiContextValue>(defaultValue);

/** Props of {@link CarrelloUiProvider}. */
export interface CarrelloUiProviderProps {
  /** A brand's partial messages, merged over the Italian defaults. */
  messages?: MessagesOverride;
  /**
   * The locale for plurals, prices and dates.
   * @default 'it-IT'
   */
  locale?: string;
  children?: ReactNode;
}

/** Provides messages and locale to every component, without styling (usable with the headless parts). */
export function CarrelloUiProvider({
  messages,
  locale = DEFAULT_LOCALE,
  children,
}: CarrelloUiProviderProps) {
  const value = useMemo(() => createValue(mergeMessages(messages), locale), [messages, locale]);
  return <CarrelloUiContext.Provider value={value}>{children}</CarrelloUiContext.Provider>;
}

/** Returns the messages and formatters; works without a provider (Italian defaults). */
export function useCarrelloUi(): CarrelloUiContextValue {
  return useContext(CarrelloUiContext);
}

/** Returns the merged messages object. */
export function useMessages(): Messages {
  return useContext(CarrelloUiContext).messages;
}
