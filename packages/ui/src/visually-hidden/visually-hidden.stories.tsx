import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button whose name only screen readers hear: "Chiudi". */
export const IconButtonName: Story = {
  render: () => (
    <button type="button" style={{ fontSize: 24, minWidth: 44, minHeight: 44 }}>
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Chiudi</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chiudi' })).toBeVisible();
    const text = canvas.getByText('Chiudi');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
