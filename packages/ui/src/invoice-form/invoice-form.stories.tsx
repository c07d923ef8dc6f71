import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { GeoCity, GeoStreet, Person } from '@carrello/sdk';
import { FiscalPersonForm } from './fiscal-person-form';
import { InvoiceForm } from './invoice-form';
import { company, privatePerson } from './person-fixtures';
import { PhoneForm } from './phone-form';
import { SalesConditions } from './sales-conditions';
import { inBox } from '../testing/story-decorators';

const persons: Person[] = [privatePerson, company];

const allCities: GeoCity[] = [
  { Id: 15146, Nome: 'Milano' },
  { Id: 15150, Nome: 'Monza' },
  { Id: 15170, Nome: 'Magenta' },
];
const allStreets: GeoStreet[] = [
  { Id: 771203, Nome: 'Via Roma', elencoCAP: ['20121'] },
  { Id: 771204, Nome: 'Via Romagna', elencoCAP: ['20133', '20134'] },
  { Id: 771205, Nome: 'Viale Monza', elencoCAP: ['20125'] },
];

/** Filters the lookups as the storefront's hooks would (without the network). */
function useFakeLookups() {
  const [cityText, setCityText] = useState('');
  const [streetText, setStreetText] = useState('');
  const lower = (text: string) => text.trim().toLowerCase();
  return {
    cities: allCities.filter((city) => city.Nome.toLowerCase().startsWith(lower(cityText))),
    onCityTextChange: setCityText,
    streets: allStreets.filter((street) => street.Nome.toLowerCase().includes(lower(streetText))),
    onStreetTextChange: setStreetText,
  };
}

function InvoiceFormDemo(props: Partial<Parameters<typeof InvoiceForm>[0]>) {
  const lookups = useFakeLookups();
  const [complete, setComplete] = useState(false);
  return (
    <div style={{ maxWidth: 720 }}>
      <InvoiceForm
        phoneConfirmed
        onAddPerson={fn()}
        salesConditionsHref="/page/condizioni-di-vendita"
        {...lookups}
        {...props}
        onCompleteChange={(next) => {
          setComplete(next);
          props.onCompleteChange?.(next);
        }}
      />
      <p>{complete ? 'Modulo completo' : 'Modulo incompleto'}</p>
    </div>
  );
}

const meta = {
  title: 'Checkout/InvoiceForm',
  // Part of its code loads once per page (module state): the visual review pictures each story
  // in a newly loaded tab (docs/visual-review.md).
  tags: ['fresh-tab'],
  component: InvoiceForm,
  args: { phoneConfirmed: true, onAddPerson: fn(), onCompleteChange: fn() },
  render: (args) => <InvoiceFormDemo {...args} />,
} satisfies Meta<typeof InvoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No invoice asked for: only the switch and the sales conditions. */
export const Default: Story = {};

/** Invoice on, with two saved fiscal persons (one with a long company name). */
export const SavedPersons: Story = {
  args: { defaultNeedInvoice: true, persons, onDeletePerson: fn() },
};

/** The keyboard flow: accept the conditions, switch the invoice on, pick a person; the form becomes complete. */
export const KeyboardFlow: Story = {
  args: { persons, onDeletePerson: fn() },
  play: async ({ canvas, args }) => {
    const conditions = canvas.getByRole('checkbox', {
      name: 'Ho letto e accetto le condizioni di vendita',
    });
    conditions.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCompleteChange).toHaveBeenLastCalledWith(true);
    const invoice = canvas.getByRole('switch', { name: 'Ho bisogno della fattura' });
    invoice.focus();
    await userEvent.keyboard(' ');
    await expect(invoice).toBeChecked();
    await expect(args.onCompleteChange).toHaveBeenLastCalledWith(false);
    const first = canvas.getByRole('radio', { name: /Mario Rossi/ });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onCompleteChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText('Modulo completo')).toBeInTheDocument();
  },
};

/** No saved persons: the new fiscal person form shows at once. */
export const NewPerson: Story = {
  args: { defaultNeedInvoice: true },
};

/** The phone is not confirmed yet: the phone form comes first. */
export const PhoneNotConfirmed: Story = {
  args: { phoneConfirmed: false, phoneForm: <PhoneForm onSave={fn()} /> },
};

/** On a 390 px phone. */
export const Phone: Story = {
  args: { defaultNeedInvoice: true, persons },
  globals: { viewport: { value: 'phone' } },
};

/** The new fiscal person form alone: errors from core, person types, and the street lookup. */
export const FiscalPersonValidation: StoryObj<typeof FiscalPersonForm> = {
  render: function Render(args) {
    const lookups = useFakeLookups();
    return (
      <div style={{ maxWidth: 720 }}>
        <FiscalPersonForm {...lookups} {...args} />
      </div>
    );
  },
  args: { onSubmit: fn() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salva i dati di fatturazione' }));
    const firstName = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(firstName).toBeInvalid();
    await expect(firstName).toHaveAccessibleDescription('Campo obbligatorio');
    await userEvent.click(canvas.getByRole('radio', { name: 'Ditta individuale' }));
    await expect(canvas.getByRole('textbox', { name: 'Partita IVA' })).toBeRequired();
    const street = canvas.getByRole('combobox', { name: 'Indirizzo' });
    await userEvent.type(street, 'Via Roma');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(street).toHaveValue('Via Roma');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'CAP' })).toHaveValue('20121'));
  },
};

/** The phone form: +39 by default, Save enabled only with a valid mobile number. */
export const PhoneFormStory: StoryObj<typeof PhoneForm> = {
  name: 'PhoneForm',
  render: (args) => <PhoneForm {...args} />,
  decorators: [inBox({ maxWidth: 480 })],
  args: { onSave: fn() },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Salva il telefono' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefono' }), '3331234567');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ prefix: '+39', phone: '3331234567' }),
    );
  },
};

/** The sales conditions checkbox with its error. */
export const SalesConditionsError: StoryObj<typeof SalesConditions> = {
  render: (args) => <SalesConditions {...args} />,
  args: { showError: true, href: '/page/condizioni-di-vendita' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAccessibleDescription('Devi accettare le condizioni di vendita');
  },
};

/** The second example brand (Bottega). */
export const BottegaBrand: Story = {
  args: { defaultNeedInvoice: true, persons },
  globals: { brand: 'bottega' },
};
