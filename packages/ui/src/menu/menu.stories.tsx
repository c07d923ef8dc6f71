import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CircleUserRound } from 'lucide-react';
import * as Menu from './parts';
import { Button } from '../button/button.styles';
import { partsDocs } from '../testing/story-docs';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Primitives/Menu',
  component: Menu.Root,
  parameters: partsDocs('Menu', ['Root', 'Trigger', 'Content', 'Item']),
  args: { onOpenChange: fn() },
  render: (args) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        minHeight: 220,
      }}
    >
      <Menu.Root {...args}>
        <Menu.Trigger asChild>
          <Button variant="secondary">
            <CircleUserRound size={18} aria-hidden="true" /> Profilo
          </Button>
        </Menu.Trigger>
        <Menu.Content>
          <Menu.Item>I miei ordini</Menu.Item>
          <Menu.Item>Preferiti</Menu.Item>
          <Menu.Item>Esci</Menu.Item>
        </Menu.Content>
      </Menu.Root>
    </div>
  ),
} satisfies Meta<typeof Menu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens, arrows move, Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Profilo');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'I miei ordini' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Preferiti' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Esci' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardBottega: Story = { ...Keyboard, globals: { brand: 'bottega' } };
