import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../button/button.styles';
import * as Dialog from './parts';
import { Field, TextInput } from '../field/field.styles';
import { partsDocs } from '../testing/story-docs';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  parameters: partsDocs(
    'Dialog',
    ['Root', 'Trigger', 'Portal', 'Overlay', 'Content', 'Title', 'Description', 'Footer', 'Close'],
    'The styled `Dialog.Content` brings its own portal and backdrop; `Dialog.Portal` and `Dialog.Overlay` are for a content of your own.',
  ),
  args: { width: 500 },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Apri la lista della spesa</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Title>Lista della spesa</Dialog.Title>
        <Dialog.Description>
          Scrivi un prodotto per riga: li cercheremo tutti insieme.
        </Dialog.Description>
        <Field label="Prodotto">
          <TextInput defaultValue="Latte" />
        </Field>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">Annulla</Button>
          </Dialog.Close>
          <Button>Cerca</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Default: Story = {};

/** The keyboard flow: Enter opens, Tab stays inside, Escape closes and focus returns. */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Apri la lista della spesa');
    const dialog = await body.findByRole('dialog', { name: 'Lista della spesa' });
    await expect(dialog).toHaveAccessibleDescription(
      'Scrivi un prodotto per riga: li cercheremo tutti insieme.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      // Tab past the last control lands on a focus guard, which sends the focus back inside on its
      // next frame: wait for it rather than read it at once.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open and 720 px wide, as the alternatives dialog. */
export const Wide: Story = {
  args: { width: 720 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-width', '720');
  },
};

export const WideBottega: Story = { ...Wide, globals: { brand: 'bottega' } };

/** Open, as forced colours show it: a border sets the box off the page. Pictured by the visual review with forced colours on (Windows High Contrast: the tag `forced-colors` makes it emulate `forced-colors: active`). To see it here, Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`. */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Lista della spesa',
    });
    // Off the text field: forced colours paint the caret in the system's text colour, and a
    // blinking caret has no fixed picture. The focus ring shows on the next control instead.
    // The dialog moves the focus in on its next frame: tab only once it has landed on the field.
    const field = within(dialog).getByRole('textbox');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};
