import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoCard } from './sso-card';

const meta = {
  title: 'Profile/SsoCard',
  component: SsoCard,
  args: { username: 'operatore.milano', onRefresh: fn(), onLogout: fn() },
} satisfies Meta<typeof SsoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Refreshing: Story = { args: { refreshing: true } };

/** A long username on a phone. */
export const LongNamePhone: Story = {
  args: { username: 'assistenza.clienti.punto-vendita.milano-porta-romana@carrello.dev' },
  globals: { viewport: { value: 'phone' } },
};
