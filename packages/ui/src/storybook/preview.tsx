// The brands' fonts, self-hosted from npm (never a font CDN, never the machine's own fonts):
// every picture of the visual review shows the same letters on every machine. A chain's site
// loads its own fonts the same way (docs/theming.md).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-500.css';
import '@fontsource/source-sans-3/latin-700.css';
import '@fontsource/source-serif-4/latin-400.css';
import '@fontsource/source-serif-4/latin-700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createGlobalStyle } from 'styled-components';
import { ThemeProvider } from '../theme/theme-provider';
import { bottegaTheme, defaultTheme, type CarrelloTheme } from '../theme/tokens';
import { storybookViewports } from './viewports';

/** The brands offered by the toolbar switch. */
export const brands: Record<string, CarrelloTheme> = {
  carrello: defaultTheme,
  bottega: bottegaTheme,
};

const StoryGlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

const withBrand: Decorator = (Story, context) => {
  const theme = brands[String(context.globals.brand)] ?? defaultTheme;
  return (
    <ThemeProvider theme={theme}>
      <StoryGlobalStyle />
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand (theme tokens)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'carrello', title: 'Carrello (default)' },
          { value: 'bottega', title: 'Bottega (example)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'carrello' },
  parameters: {
    layout: 'padded',
    viewport: { options: storybookViewports },
    // Every story runs axe in the Vitest addon; any violation fails the test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
