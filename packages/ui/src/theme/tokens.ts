// Theme tokens of the styled skin. Every colour pair below meets WCAG AA for text (4.5:1)
// and the focus ring reaches 3:1 against both the surface and the brand colour.

/** Breakpoints in px (`ARCHITECTURE.md`): xs < 600 <= sm < 960 <= md < 1264 <= lg < 1904 <= xl. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/** The colour tokens of a brand. */
export interface ThemeColors {
  /** Brand colour for primary buttons and accents. */
  primary: string;
  /** Brand colour when hovered or pressed. */
  primaryHover: string;
  /** Text on the brand colour. */
  onPrimary: string;
  /** A light tint of the brand colour for selected rows and badges. */
  primarySoft: string;
  /** Text on the light tint. */
  onPrimarySoft: string;
  /** Secondary accent (offers, badges). */
  accent: string;
  /** Text on the accent. */
  onAccent: string;
  /** Page background. */
  background: string;
  /** Cards, dialogs and drawers. */
  surface: string;
  /** A slightly darker surface for hover and placeholders. */
  surfaceMuted: string;
  /** Main text. */
  text: string;
  /** Secondary text (descriptions, hints). */
  textMuted: string;
  /** Borders and dividers. */
  border: string;
  /** Borders of form controls (3:1 against the surface). */
  borderStrong: string;
  /** Keyboard focus ring. */
  focus: string;
  /** Success text and icons. */
  success: string;
  /** Warning text and icons. */
  warning: string;
  /** Error text, icons and invalid borders. */
  danger: string;
  /** Backdrop behind dialogs and drawers. */
  overlay: string;
  /** Skeleton placeholder. */
  skeleton: string;
}

/** Widths in px of the kit's dialogs and drawers; each never exceeds the viewport. */
export interface ThemeSizes {
  /** A dialog without a width of its own. */
  dialog: number;
  /** A drawer without a width of its own. */
  drawer: number;
  /** The cart drawer. */
  cartDrawer: number;
  /** The fast-search dialog (a list of words searched one by one). */
  fastSearchDialog: number;
  /** The "new version" dialog. */
  updateDialog: number;
  /** The alternatives dialog with its carousel. */
  alternativesDialog: number;
}

/** Layout choices that depend on scrolling and on the viewport width. */
export interface ThemeLayout {
  /** Scroll offset in px past which the top bar shrinks its logo and folds its rows. */
  logoShrinkScroll: number;
  /**
   * Scroll offset in px past which the footer's back-to-top button is on the page (it then shows
   * while the shopper scrolls back up).
   */
  toTopScroll: number;
  /**
   * Columns of the category drawer's masonry menu: `default`, and for each key (a width in px,
   * inclusive) the count up to that width; the smallest key at or above the viewport wins.
   */
  masonryColumns: { readonly default: number; readonly [maxWidth: number]: number };
}

/** The full token set of a brand. */
export interface CarrelloTheme {
  /** Human name of the brand (shown in Storybook's toolbar). */
  name: string;
  colors: ThemeColors;
  fonts: {
    /** Body and UI text. */
    body: string;
    /** Headings. */
    heading: string;
  };
  /** Type scale in rem. */
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { tight: number; normal: number };
  /** Spacing scale in px, index 0-8 (4 px grid). */
  space: readonly [number, number, number, number, number, number, number, number, number];
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  zIndices: { header: number; drawer: number; dialog: number; popover: number; toast: number };
  breakpoints: typeof breakpoints;
  /** Durations of transitions in ms. */
  durations: { fast: number; normal: number };
  sizes: ThemeSizes;
  layout: ThemeLayout;
}

/** The default Carrello brand: a fresh green with rounded corners. */
export const defaultTheme: CarrelloTheme = {
  name: 'Carrello',
  colors: {
    primary: '#1b6b3a',
    primaryHover: '#145530',
    onPrimary: '#ffffff',
    primarySoft: '#e3f1e8',
    onPrimarySoft: '#124a28',
    accent: '#c2410c',
    onAccent: '#ffffff',
    background: '#f6f7f6',
    surface: '#ffffff',
    surfaceMuted: '#eef0ef',
    text: '#1c2420',
    textMuted: '#52605a',
    border: '#d5dbd8',
    borderStrong: '#7a8680',
    focus: '#1a56db',
    success: '#1b6b3a',
    warning: '#8a5a00',
    danger: '#b42318',
    overlay: 'rgba(16, 24, 20, 0.55)',
    skeleton: '#e2e6e4',
  },
  fonts: {
    body: "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    heading: "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  space: [0, 4, 8, 12, 16, 20, 24, 32, 48],
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 20, 0.12)',
    md: '0 4px 12px rgba(16, 24, 20, 0.16)',
    lg: '0 12px 32px rgba(16, 24, 20, 0.24)',
  },
  zIndices: { header: 100, drawer: 1000, dialog: 1100, popover: 1200, toast: 1300 },
  breakpoints,
  durations: { fast: 120, normal: 220 },
  sizes: {
    dialog: 500,
    drawer: 360,
    cartDrawer: 680,
    fastSearchDialog: 500,
    updateDialog: 500,
    alternativesDialog: 720,
  },
  layout: {
    logoShrinkScroll: 55,
    toTopScroll: 20,
    masonryColumns: { default: 4, 1744: 4, 1264: 3, 960: 2, 400: 1 },
  },
};

/**
 * A second example brand ("Bottega"), made the way a chain makes its own with
 * {@link createTheme}: deep red, square corners, Source Sans 3 and a serif for headings.
 */
export const bottegaTheme: CarrelloTheme = createTheme({
  name: 'Bottega',
  colors: {
    primary: '#9f1d20',
    primaryHover: '#7f1518',
    onPrimary: '#ffffff',
    primarySoft: '#fbe9e9',
    onPrimarySoft: '#6e1214',
    accent: '#1f4e79',
    onAccent: '#ffffff',
    background: '#faf7f2',
    surface: '#ffffff',
    surfaceMuted: '#f1ece4',
    text: '#2a211c',
    textMuted: '#5e524a',
    border: '#ddd3c8',
    borderStrong: '#85776c',
    focus: '#6b21a8',
    success: '#2f6b1f',
    warning: '#8a4b00',
    danger: '#a4161a',
    skeleton: '#e8e1d8',
  },
  fonts: {
    body: "'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif",
    heading: "'Source Serif 4', Georgia, 'Times New Roman', serif",
  },
  radii: { sm: '2px', md: '2px', lg: '4px', pill: '4px' },
});

/** A brand's partial override of the tokens, merged over {@link defaultTheme}. */
export type ThemeOverride = Partial<
  Omit<CarrelloTheme, 'colors' | 'fonts' | 'sizes' | 'layout'>
> & {
  colors?: Partial<ThemeColors>;
  fonts?: Partial<CarrelloTheme['fonts']>;
  sizes?: Partial<ThemeSizes>;
  layout?: Partial<ThemeLayout>;
};

/** Builds a brand theme from a partial override of the default tokens. */
export function createTheme(
  override: ThemeOverride,
  base: CarrelloTheme = defaultTheme,
): CarrelloTheme {
  return {
    ...base,
    ...override,
    colors: { ...base.colors, ...override.colors },
    fonts: { ...base.fonts, ...override.fonts },
    sizes: { ...base.sizes, ...override.sizes },
    layout: { ...base.layout, ...override.layout },
  };
}
