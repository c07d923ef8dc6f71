// Stories only: docs text shared by the kit's stories. The build never reaches this folder.
import type { Parameters } from '@storybook/react-vite';

/**
 * The docs `parameters` of a compound component's story: its parts, which the styled and the
 * headless entry share, then `note`.
 * @example
 * parameters: partsDocs('Switch', ['Root', 'Thumb'], 'The styled `<Switch label>` puts them together with a label.'),
 */
export function partsDocs(component: string, parts: readonly string[], note?: string): Parameters {
  const list = parts.map((part) => `\`${component}.${part}\``).join(', ');
  return {
    docs: {
      description: {
        component: [
          `Parts, the same in the styled (\`@carrello/ui\`) and the headless (\`@carrello/ui/headless\`) ${component}: ${list}.`,
          ...(note ? [note] : []),
        ].join(' '),
      },
    },
  };
}
