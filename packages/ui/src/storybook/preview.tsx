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
import { createPortal } from 'react-dom';
import { ThemeProvider } from '../theme/theme-provider';
import { bottegaTheme, defaultTheme, type CarrelloTheme } from '../theme/tokens';
import { storybookViewports } from './viewports';

/** The brands offered by the toolbar switch. */
export const brands: Record<string, CarrelloTheme> = {
  carrello: defaultTheme,
  bottega: bottegaTheme,
};

/**
 * The page's colours and font under every story, as a plain `<style>` of the story's own React
 * tree: it is in the document from the story's first commit until it unmounts. A styled-components
 * global style is not, when stories switch in one tab: its rules are cleared and inserted again
 * as instances mount and unmount, and a picture could catch the body without its background.
 */
function StoryPageStyle({ theme }: { theme: CarrelloTheme }) {
  const rule = `body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
  }`;
  return createPortal(<style data-story-page-style="">{rule}</style>, document.head);
}

const withBrand: Decorator = (Story, context) => {
  const theme = brands[String(context.globals.brand)] ?? defaultTheme;
  return (
    <ThemeProvider theme={theme}>
      <StoryPageStyle theme={theme} />
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
