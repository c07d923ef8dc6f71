import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.styles';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product card while loading. */
export const ProductCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, width: 200 }}>
      <Skeleton height={160} />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="50%" />
      <Skeleton shape="circle" width={40} height={40} />
    </div>
  ),
};
