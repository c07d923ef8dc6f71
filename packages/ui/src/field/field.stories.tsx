import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button.styles';
import { Field, Select, TextInput } from './field.styles';
import { partsDocs } from '../testing/story-docs';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  parameters: partsDocs(
    'Field',
    ['Root', 'Label', 'Control', 'Description', 'Error'],
    'The styled `<Field label error>` puts them together.',
  ),
  args: { label: 'Codice fiscale', children: null },
  render: (args) => (
    <Field {...args}>
      <TextInput autoComplete="off" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: '16 caratteri, come sulla tessera sanitaria.' },
};

export const Invalid: Story = {
  args: { error: 'Il codice fiscale non è valido.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Codice fiscale' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Il codice fiscale non è valido.');
  },
};

function RegisterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ mode: 'onSubmit' });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => undefined)(event)}
      style={{ maxWidth: 360 }}
    >
      <Field label="Email" required error={errors.email?.message}>
        <TextInput type="email" {...register('email', { required: 'Inserisci la tua email.' })} />
      </Field>
      <p>
        <Button type="submit">Salva</Button>
      </p>
    </form>
  );
}

/** With react-hook-form's `register`: the error appears and describes the input. */
export const WithReactHookForm: Story = {
  render: () => <RegisterForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Inserisci la tua email.');
    await userEvent.type(input, 'mario.rossi@example.it');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(input).toBeValid();
  },
};

/** A native `Select` in a Field, themed like the text input: required, nothing chosen, its error. */
export const WithSelect: Story = {
  args: { label: 'Provincia', error: 'Scegli la provincia.', required: true },
  render: (args) => (
    <Field {...args}>
      <Select defaultValue="">
        <option value="" />
        <option value="MI">Milano (MI)</option>
        <option value="TO">Torino (TO)</option>
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Provincia' });
    await expect(select).toBeInvalid();
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Scegli la provincia.');
  },
};

export const InvalidBottega: Story = { ...Invalid, globals: { brand: 'bottega' } };
