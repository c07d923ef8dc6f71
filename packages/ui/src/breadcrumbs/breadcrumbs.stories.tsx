import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs.styles';
import { pastaTrail } from './fixtures';
import { partsDocs } from '../testing/story-docs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  parameters: partsDocs(
    'Breadcrumbs',
    ['Root', 'Link'],
    'The styled `<Breadcrumbs items>` puts them together.',
  ),
  args: { items: pastaTrail },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dispensa' })).toHaveFocus();
    await expect(canvas.getByText('Pasta')).toHaveAttribute('aria-current', 'page');
  },
};

/** A deep path with long names on a phone: the steps wrap. */
export const LongPathPhone: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Prodotti per la cura della casa', href: '/casa' },
      { label: 'Detersivi per lavatrice concentrati', href: '/casa/detersivi' },
      { label: 'Ricariche sfuse a basso impatto ambientale' },
    ],
  },
  globals: { viewport: { value: 'phone' } },
};
