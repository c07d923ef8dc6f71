import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpdateDialog, UpgradeVersionCard } from './update-dialog';
import { inBox } from '../testing/story-decorators';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Shell/UpdateDialog',
  component: UpdateDialog,
  args: { defaultOpen: true, version: '3.4.0', onUpdate: fn() },
} satisfies Meta<typeof UpdateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to "Aggiorna", Enter confirms; Escape closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nuova versione disponibile' });
    await expect(dialog).toHaveAttribute('data-width', '500');
    // Focus enters the dialog on a later frame; wait for it so it cannot undo ours.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await pressEnterOn(canvasElement.ownerDocument.body, 'Aggiorna');
    await expect(args.onUpdate).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithDescriptionPhone: Story = {
  args: {
    description:
      'Questa versione introduce la ricerca per codice a barre, la lista della spesa condivisa con la famiglia e migliora la velocità del carrello.',
  },
  globals: { viewport: { value: 'phone' } },
};

export const UpgradeCard: StoryObj<typeof UpgradeVersionCard> = {
  render: (args) => <UpgradeVersionCard {...args} />,
  decorators: [inBox({ maxWidth: 480 })],
  args: {
    version: '3.4.0',
    currentVersion: '3.3.2',
    description: 'Nuova ricerca per codice a barre e lista della spesa condivisa.',
    onUpgrade: fn(),
  },
};
