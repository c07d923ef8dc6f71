// The decorators and parameters live in packages/ui so that their imports (React,
// styled-components, the theme) resolve from the package that declares them.
import type { Preview } from '@storybook/react-vite';

import uiPreview from '../packages/ui/src/storybook/preview';

const preview: Preview = {
  ...uiPreview,
  // A Docs page (props table, description, every story) per component. Storybook reads the
  // project's tags from this file without running it, so they are written here, not re-exported.
  tags: ['autodocs'],
};

export default preview;
