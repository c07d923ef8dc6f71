import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper.styles';

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  args: { defaultValue: 1, min: 1, max: 3, onValueChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** + and − stop at max and min. */
export const Limits: Story = {
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: 'Diminuisci quantità' });
    const plus = canvas.getByRole('button', { name: 'Aumenta quantità' });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(plus).toBeDisabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

/** Products sold by weight step by 0,5 kg. */
export const ByWeight: Story = {
  args: {
    defaultValue: 1,
    min: 0.5,
    max: 5,
    step: 0.5,
    formatValue: (value: number) => `${value.toLocaleString('it-IT')} kg`,
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LimitsBottega: Story = { ...Limits, globals: { brand: 'bottega' } };
