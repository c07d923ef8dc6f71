import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from './toast.styles';
import { useToast } from './use-toast';
import { Button } from '../button/button.styles';

/** The demo's buttons: each shows one kind of toast. */
const DEMO_TOASTS = [
  {
    label: 'Aggiungi',
    variant: 'primary',
    toast: { title: 'Prodotto aggiunto al carrello', type: 'success' },
  },
  {
    label: 'Errore',
    variant: 'secondary',
    toast: {
      title: 'Errore',
      description: 'Si è verificato un errore imprevisto.',
      type: 'error',
    },
  },
  {
    label: 'Attenzione',
    variant: 'ghost',
    toast: { title: 'Attenzione', description: 'Il negozio chiude alle 20:00.', type: 'warning' },
  },
] as const;

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {DEMO_TOASTS.map((demo) => (
        <Button key={demo.label} variant={demo.variant} onClick={() => toast.show(demo.toast)}>
          {demo.label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At most two toasts show at once in the live region; a third waits its turn. */
export const AtMostTwo: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Errore' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Attenzione' }));
    const region = canvas.getByRole('status', { name: 'Notifiche' });
    await expect(within(region).getAllByRole('button', { name: 'Chiudi notifica' })).toHaveLength(
      2,
    );
    await expect(region).toHaveTextContent('Prodotto aggiunto al carrello');
    await expect(region).not.toHaveTextContent('Il negozio chiude alle 20:00.');
    await userEvent.click(within(region).getAllByRole('button', { name: 'Chiudi notifica' })[0]!);
    await waitFor(() => expect(region).toHaveTextContent('Il negozio chiude alle 20:00.'));
  },
};

/** The default 3000 ms: the toast leaves by itself. */
export const AutoDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi' }));
    const region = canvas.getByRole('status', { name: 'Notifiche' });
    await expect(region).toHaveTextContent('Prodotto aggiunto al carrello');
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 4500 });
  },
};

export const AtMostTwoBottega: Story = { ...AtMostTwo, globals: { brand: 'bottega' } };
