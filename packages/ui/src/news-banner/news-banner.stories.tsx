import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NewsBanner } from './news-banner';

const meta = {
  title: 'Shell/NewsBanner',
  component: NewsBanner,
  parameters: { layout: 'fullscreen' },
  // No storage in the stories, so that each one starts with the banner visible.
  args: { blockId: 41, storage: null, children: 'Consegna gratuita per ordini sopra 50 €' },
} satisfies Meta<typeof NewsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With a link and a long Italian text on a phone. */
export const LongTextPhone: Story = {
  args: {
    href: '/page/consegna',
    children:
      'Dal 1° dicembre la consegna a domicilio è gratuita per tutti gli ordini sopra i 50 € in tutta la provincia di Milano e Monza-Brianza',
  },
  globals: { viewport: { value: 'phone' } },
};

/** Keyboard: Tab to the close button, Enter dismisses the banner. */
export const DismissWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Non mostrare più oggi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
