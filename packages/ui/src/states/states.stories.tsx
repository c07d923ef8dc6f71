import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button.styles';
import { EmptyState, ErrorState } from './states';

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
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toHaveFocus();
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

/** A whole page: the not-found page of the storefront, with a way home. */
export const ErrorPage: StoryObj<typeof ErrorState> = {
  render: (args) => <ErrorState {...args} />,
  args: {
    headingLevel: 1,
    title: 'Pagina non trovata',
    message: 'La pagina che cerchi non esiste o non è più disponibile.',
    onRetry: fn(),
    action: (
      <Button variant="secondary" asChild>
        <a href="#home">Torna alla home</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Torna alla home' })).toHaveFocus();
  },
};
