import { type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { CarrelloUiProvider } from '../messages/messages-context';
import type { MessagesOverride } from '../messages/it';
import { defaultTheme, type CarrelloTheme } from './tokens';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /**
   * The brand tokens.
   * @default defaultTheme
   */
  theme?: CarrelloTheme;
  /** A brand's partial messages, merged over the Italian defaults. */
  messages?: MessagesOverride;
  /**
   * The locale of plurals, prices and dates.
   * @default 'it-IT'
   */
  locale?: string;
  children?: ReactNode;
}

/**
 * Provides a brand's tokens to the styled skin and its messages and locale to every component.
 * @example
 * <ThemeProvider theme={bottegaTheme} messages={{ cart: { checkout: 'Paga ora' } }}>
 *   <App />
 * </ThemeProvider>
 */
export function ThemeProvider({
  theme = defaultTheme,
  messages,
  locale,
  children,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <CarrelloUiProvider messages={messages} locale={locale}>
        {children}
      </CarrelloUiProvider>
    </StyledThemeProvider>
  );
}
