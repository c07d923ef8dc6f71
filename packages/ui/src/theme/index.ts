export { bottegaTheme, breakpoints, createTheme, defaultTheme } from './tokens';
export type {
  Breakpoint,
  CarrelloTheme,
  ThemeColors,
  ThemeLayout,
  ThemeOverride,
  ThemeSizes,
} from './tokens';
export { useThemeTokens } from './use-theme-tokens';
export { breakpointForWidth, media } from './media';
export { focusRing } from './focus-ring';
export { ThemeProvider } from './theme-provider';
export type { ThemeProviderProps } from './theme-provider';
export { useBreakpoint, useBreakpointUp } from './use-breakpoint';
