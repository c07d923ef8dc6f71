import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { defaultTheme, type CarrelloTheme } from './tokens';

/**
 * The tokens of the brand's `ThemeProvider`, or {@link defaultTheme} without one: for the values
 * a component needs in JavaScript (a width it passes down, a scroll threshold) rather than in CSS.
 * @example const { sizes } = useThemeTokens(); <Drawer.Content width={sizes.cartDrawer} />
 */
export function useThemeTokens(): CarrelloTheme {
  const theme = useContext(ThemeContext) as Partial<CarrelloTheme> | undefined;
  // A provider given a partial or older theme still gets every token group.
  if (!theme || !('colors' in theme)) return defaultTheme;
  if (theme.sizes && theme.layout) return theme as CarrelloTheme;
  return { ...defaultTheme, ...theme } as CarrelloTheme;
}
