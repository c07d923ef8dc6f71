import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GenericPopup } from './generic-popup';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Shell/GenericPopup',
  component: GenericPopup,
  args: {
    title: 'Benvenuto!',
    description: 'Da oggi puoi ritirare la spesa anche nei locker del tuo quartiere.',
  },
} satisfies Meta<typeof GenericPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus is inside, Enter on "Chiudi" closes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Benvenuto!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await pressEnterOn(canvasElement.ownerDocument.body, 'Chiudi');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A long Italian text on a phone. */
export const LongTextPhone: Story = {
  args: {
    title: 'Aggiornamento sulle consegne durante le festività natalizie',
    description:
      'Nei giorni 24, 25, 26 e 31 dicembre e 1° gennaio le consegne a domicilio seguiranno orari ridotti. Ti consigliamo di prenotare per tempo la tua fascia oraria preferita: i posti disponibili sono limitati e vengono assegnati in ordine di prenotazione.',
  },
  globals: { viewport: { value: 'phone' } },
};
