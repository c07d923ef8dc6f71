import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as Popover from './parts';
import { Button } from '../button/button.styles';
import { partsDocs } from '../testing/story-docs';

const meta = {
  title: 'Primitives/Popover',
  component: Popover.Root,
  parameters: partsDocs('Popover', ['Root', 'Trigger', 'Content', 'Close']),
  render: (args) => (
    <div style={{ minHeight: 200 }}>
      <Popover.Root {...args}>
        <Popover.Trigger asChild>
          <Button variant="secondary">Orari del negozio</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Orari del negozio">
          <p style={{ margin: 0 }}>Dal lunedì al sabato, 8:00–20:00.</p>
          <Popover.Close asChild>
            <Button variant="ghost" size="sm">
              Chiudi
            </Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
} satisfies Meta<typeof Popover.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Orari del negozio' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await body.findByRole('dialog', { name: 'Orari del negozio' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
