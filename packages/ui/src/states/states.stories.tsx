import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.styles';
import { EmptyState, ErrorState } from './states.styles';

const meta = {
  title: 'Feedback/States',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyWithAction: Story = {
  args: {
    title: 'Il carrello è vuoto',
    description: 'Aggiungi i prodotti che ti servono: li trovi nelle categorie o con la ricerca.',
    action: <Button>Torna alla spesa</Button>,
  },
};

export const ErrorWithRetry: StoryObj<typeof ErrorState> = {
  render: (args) => <ErrorState {...args} />,
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Riprova' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorLongTextPhone: StoryObj<typeof ErrorState> = {
  render: (args) => <ErrorState {...args} />,
  args: {
    title: 'Non siamo riusciti a caricare le fasce orarie',
    message:
      'Il servizio di prenotazione delle consegne non risponde in questo momento. Riprova tra qualche minuto oppure contatta il servizio clienti.',
    onRetry: fn(),
  },
  globals: { viewport: { value: 'phone' } },
};

/** The second example brand (Bottega). */
export const BottegaBrand: StoryObj<typeof ErrorState> = {
  render: (args) => <ErrorState {...args} />,
  args: { onRetry: fn() },
  globals: { brand: 'bottega' },
};
