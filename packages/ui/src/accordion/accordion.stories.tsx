import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as Accordion from './parts';
import { partsDocs } from '../testing/story-docs';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion.Root,
  parameters: partsDocs('Accordion', ['Root', 'Item', 'Header', 'Trigger', 'Content']),
  args: { defaultValue: ['contatti'] },
  render: (args) => (
    <Accordion.Root {...args} style={{ maxWidth: 480 }}>
      <Accordion.Item value="azienda">
        <Accordion.Header>
          <Accordion.Trigger>Azienda</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>Chi siamo, lavora con noi, punti vendita.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="contatti">
        <Accordion.Header>
          <Accordion.Trigger>Contatti</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>Servizio clienti: 800 123 456, dal lunedì al sabato.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Contatti" starts open, as in the footer on phones. */
export const FooterColumns: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const contatti = canvas.getByRole('button', { name: 'Contatti' });
    const azienda = canvas.getByRole('button', { name: 'Azienda' });
    await expect(contatti).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Contatti' })).toBeVisible();
    azienda.focus();
    await userEvent.keyboard('{Enter}');
    await expect(azienda).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Azienda' })).toBeVisible();
  },
};

export const Single: Story = { args: { type: 'single', defaultValue: [] } };
