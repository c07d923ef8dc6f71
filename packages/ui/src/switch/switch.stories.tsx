import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch.styles';
import { partsDocs } from '../testing/story-docs';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  parameters: partsDocs(
    'Switch',
    ['Root', 'Thumb'],
    'The styled `<Switch label>` puts them together with a label.',
  ),
  args: { label: 'Accetta sostituzioni', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the switch; its state is exposed as `aria-checked`. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Accetta sostituzioni' });
    await expect(control).not.toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Accetta la sostituzione con un prodotto simile di pari o maggiore qualità se questo non è disponibile',
  },
  globals: { viewport: { value: 'phone' } },
};

export const OnBottega: Story = { args: { defaultChecked: true }, globals: { brand: 'bottega' } };

/**
 * On and off side by side, as forced colours show them: the knob keeps a system colour and "on"
 * fills the track with the selection colour. Pictured by the visual review with forced colours on (Windows High Contrast: the tag `forced-colors` makes it emulate `forced-colors: active`). To see it here, Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`.
 */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} label="Accetta sostituzioni" defaultChecked />
      <Switch {...args} label="Ho bisogno della fattura" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Accetta sostituzioni' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Ho bisogno della fattura' }),
    ).not.toBeChecked();
  },
};
