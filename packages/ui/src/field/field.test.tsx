import { render, screen } from '../testing/render';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as HeadlessField from './headless-parts';
import { Field, TextInput } from './field.styles';

function Form({ onValid }: { onValid: (values: { cap: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ cap: string }>();
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Field label="CAP" description="5 cifre" required error={errors.cap?.message}>
        <TextInput
          {...register('cap', { pattern: { value: /^\d{5}$/, message: 'Il CAP ha 5 cifre.' } })}
        />
      </Field>
      <button type="submit">Salva</button>
    </form>
  );
}

describe('Field', () => {
  it('wires label, description and error to a react-hook-form input', async () => {
    const onValid = vi.fn();
    const { user } = render(<Form onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'CAP' });
    expect(input).toHaveAccessibleDescription('5 cifre');
    expect(input).not.toBeInvalid();
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('5 cifre Il CAP ha 5 cifre.');
    expect(onValid).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '20121');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onValid).toHaveBeenCalledWith({ cap: '20121' }, expect.anything());
    expect(input).not.toBeInvalid();
  });

  it('keeps the description a control brings with it next to the field error', () => {
    render(
      <>
        <p id="password-rules">Almeno 8 caratteri</p>
        <Field label="Password" error="La password è troppo corta." invalid>
          <TextInput type="password" aria-describedby="password-rules" />
        </Field>
        <HeadlessField.Root invalid>
          <HeadlessField.Label>Conferma</HeadlessField.Label>
          <HeadlessField.Control>
            <input type="password" aria-describedby="password-rules" />
          </HeadlessField.Control>
          <HeadlessField.Error>Le password non coincidono.</HeadlessField.Error>
        </HeadlessField.Root>
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Almeno 8 caratteri La password è troppo corta.',
    );
    expect(screen.getByLabelText('Conferma')).toHaveAccessibleDescription(
      'Almeno 8 caratteri Le password non coincidono.',
    );
  });

  it('throws when a part is outside Field.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HeadlessField.Label>Nome</HeadlessField.Label>)).toThrow(
      '`Field.Label` must be used within `Field.Root`',
    );
  });
});
