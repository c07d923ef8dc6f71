import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.styles';
import { CategoryDrawer } from './category-drawer';
import { categoryTree, infoItems } from './fixtures';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Shell/CategoryDrawer',
  component: CategoryDrawer,
  parameters: { layout: 'fullscreen' },
  args: { categories: categoryTree, infoItems, defaultOpen: true, onNavigate: fn() },
} satisfies Meta<typeof CategoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (1440 px): masonry menu in 4 columns. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Categorie',
    });
    await expect(dialog).toHaveAttribute('data-layout', 'masonry');
    await waitFor(() =>
      expect(dialog.querySelector('[data-columns]')).toHaveAttribute('data-columns', '4'),
    );
  },
};

/** Phone (390 px): a tree of accordions. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** Without info items: no tabs. */
export const CategoriesOnly: Story = { args: { infoItems: [] } };

/** No categories yet (empty tree). */
export const Empty: Story = { args: { categories: [], infoItems: [] } };

/** Keyboard: open from the menu button, switch tab with the arrows, Escape closes and focus returns. */
export const KeyboardFlow: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    return <CategoryDrawerWithTrigger {...args} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Categorie');
    const dialog = await body.findByRole('dialog', { name: 'Categorie' });
    const tab = within(dialog).getByRole('tab', { name: 'Prodotti' });
    // Focus enters the drawer on a later frame; wait for it so it cannot undo ours.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: 'Info' })).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: 'Volantini' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

function CategoryDrawerWithTrigger(props: ComponentProps<typeof CategoryDrawer>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Categorie</Button>
      <CategoryDrawer {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}
