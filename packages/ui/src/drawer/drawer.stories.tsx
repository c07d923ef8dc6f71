import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.styles';
import * as Drawer from './parts';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer.Content,
  args: { side: 'right', width: 680, title: 'Carrello' },
  render: (args) => (
    <Drawer.Root>
      <Drawer.Trigger asChild>
        <Button>Apri il carrello</Button>
      </Drawer.Trigger>
      <Drawer.Content {...args}>
        <Drawer.Body>
          <p>3 prodotti nel carrello.</p>
          <p>Pomodori pelati Mutti 400 g, Latte fresco intero Granarolo 1 l, Pane di Altamura.</p>
        </Drawer.Body>
        <Drawer.Footer>
          <Button fullWidth>Concludi ordine</Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  ),
} satisfies Meta<typeof Drawer.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart drawer: right side, 680 px wide. */
export const CartDrawer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Apri il carrello' });
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Carrello' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(drawer).toHaveAttribute('data-width', '680');
    await userEvent.click(body.getByRole('button', { name: 'Chiudi pannello' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The category drawer on the left. */
export const LeftOnPhone: Story = {
  args: { side: 'left', width: 360, title: 'Categorie' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Categorie',
    });
    await expect(drawer).toHaveAttribute('data-side', 'left');
  },
};

/** Open, as forced colours show it: a border on its open edge sets the panel off the page. Pictured by the visual review with forced colours on (Windows High Contrast: the tag `forced-colors` makes it emulate `forced-colors: active`). To see it here, Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Carrello' });
  },
};
