import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.styles';
import { aProduct, products } from '../product-card/product-fixtures';
import { AlternativesDialog } from './alternatives-dialog';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Widgets/AlternativesDialog',
  component: AlternativesDialog,
  args: {
    defaultOpen: true,
    product: aProduct(),
    alternatives: products.slice(1),
  },
} satisfies Meta<typeof AlternativesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 720 px on a desktop: 3 slides moved 2 at a time. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pomodori pelati' });
    await expect(dialog).toHaveAttribute('data-width', '720');
    await expect(
      within(dialog).getByRole('region', { name: 'Solitamente sostituito con:' }),
    ).toBeVisible();
  },
};

/** One slide at a time on a 390 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Keyboard: the trigger opens it, the carousel buttons work, Escape closes and focus returns. */
export const KeyboardFlow: Story = {
  args: { defaultOpen: false, trigger: <Button>Vedi alternative</Button> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Vedi alternative');
    const dialog = await body.findByRole('dialog', { name: 'Pomodori pelati' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Diapositiva successiva' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Alternatives on their way. */
export const Loading: Story = { args: { alternatives: undefined, loading: true } };

/** No replacement products. */
export const Empty: Story = { args: { alternatives: [] } };

/** Long Italian names, Bottega brand. */
export const LongTextBottega: Story = {
  args: {
    product: aProduct({
      name: 'Passata di pomodoro biologica da agricoltura sostenibile in bottiglia di vetro',
      shortDescr: 'Antica Conserveria Mediterranea',
      description: '700 g, prodotto in Italia con pomodori 100% italiani raccolti a mano',
    }),
  },
  globals: { brand: 'bottega' },
};
