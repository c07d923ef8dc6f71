import { useContext, useMemo, type ReactNode } from 'react';
import { it, type Messages, type MessagesOverride } from './it';
import { DEFAULT_LOCALE, mergeMessages } from './format';
import {
  CarrelloUiContext,
  createFormatters,
  defaultFormatters,
  type CarrelloUiContextValue,
} from './ui-context';

export type { CarrelloUiContextValue } from './ui-context';

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
  const value = useMemo(
    () => ({ ...createFormatters(locale), messages: mergeMessages(messages) }),
    [messages, locale],
  );
  return <CarrelloUiContext.Provider value={value}>{children}</CarrelloUiContext.Provider>;
}

let italianValue: CarrelloUiContextValue | undefined;

/** Returns the messages and formatters; works without a provider (Italian defaults). */
export function useCarrelloUi(): CarrelloUiContextValue {
  const value = useContext(CarrelloUiContext);
  if (value) return value;
  italianValue ??= { ...defaultFormatters(), messages: it };
  return italianValue;
}

/** Returns the merged messages object. */
export function useMessages(): Messages {
  return useCarrelloUi().messages;
}
