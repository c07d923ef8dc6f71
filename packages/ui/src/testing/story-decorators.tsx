// Stories only: decorators shared by the kit's stories. The build never reaches this folder.
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/**
 * Renders the story inside a `div` with `style`, e.g. the width a card has in its page.
 * @example
 * decorators: [inBox({ maxWidth: 420 })],
 */
export function inBox(style: CSSProperties): Decorator {
  return function InBox(Story) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  };
}
