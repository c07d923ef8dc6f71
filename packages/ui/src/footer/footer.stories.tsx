import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { footerColumns } from './fixtures';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <strong style={{ fontSize: '1.4rem' }}>Carrello</strong>,
    newsletterTitle: 'Iscriviti alla newsletter',
    newsletterText: 'Offerte della settimana, ricette di stagione e novità dal negozio.',
    onSubscribe: fn(),
    columns: footerColumns,
    companyName: 'Carrello S.p.A. - P.IVA 12345678903',
    year: 2026,
    version: '3.4.0',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** On a phone the columns are accordions and "Contatti" stays open. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Servizi' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Servizio clienti: 800 123 456' })).toBeVisible();
  },
};

/** The newsletter flow from the keyboard, with the server's error under the field. */
export const NewsletterServerError: Story = {
  args: { onSubscribe: fn(async () => ({ error: 'Questo indirizzo è già iscritto.' })) },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'La tua e-mail' });
    await userEvent.click(email);
    await userEvent.keyboard('{Enter}');
    // The schema loads with the first check: the message follows a moment later.
    await waitFor(() => expect(email).toHaveAccessibleDescription('Campo obbligatorio'));
    await userEvent.type(email, 'mario.rossi@example.it{Enter}');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Questo indirizzo è già iscritto.'),
    );
  },
};

/** Without a newsletter block or version. */
export const Minimal: Story = {
  args: { onSubscribe: undefined, version: undefined, columns: [] },
};

/** The second example brand (Bottega). */
export const BottegaBrand: Story = { globals: { brand: 'bottega' } };
