import { render, screen } from '../testing/render';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressCombobox } from './address-combobox';
import { useDelayedAnswer } from '../testing/delayed-answer';
import { withKeysUnwrapped } from '../testing/keys-unwrapped';

const streetsFor = (text: string) => [`${text} 1`, `${text} 2`];

/** A street field whose suggestions come back a moment after each text, as from the network. */
function StreetField({ onPick = vi.fn() }: { onPick?: (street: string) => void }) {
  const [text, setText] = useState('');
  const streets = useDelayedAnswer(text, streetsFor);
  return (
    <AddressCombobox
      label="Indirizzo"
      value={text}
      onValueChange={setText}
      items={streets ?? []}
      itemToString={(street) => street}
      itemKey={(street) => street}
      onPick={onPick}
      minChars={4}
    />
  );
}

describe('AddressCombobox', () => {
  it('keeps every character typed at full speed while suggestions arrive', async () => {
    const { user } = render(<StreetField />, { user: { delay: null } });
    await withKeysUnwrapped(async () => {
      const input = screen.getByRole('combobox', { name: 'Indirizzo' });
      await user.type(input, 'Via Giuseppe Garibaldi');
      expect(input).toHaveValue('Via Giuseppe Garibaldi');
      expect(await screen.findByRole('option', { name: 'Via Giuseppe Garibaldi 1' })).toBeVisible();
      expect(input).toHaveValue('Via Giuseppe Garibaldi');
    });
  });

  it('fills the field with the chosen suggestion', async () => {
    const onPick = vi.fn();
    const { user } = render(<StreetField onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Indirizzo' });
    await user.type(input, 'Via Roma');
    await user.click(await screen.findByRole('option', { name: 'Via Roma 2' }));
    expect(onPick).toHaveBeenCalledWith('Via Roma 2');
  });

  it('runs on its own with string suggestions: no value, no callback (props a Server Component can pass)', async () => {
    const { user } = render(
      <AddressCombobox label="Città" items={['Milano', 'Milazzo']} minChars={2} />,
    );
    const input = screen.getByRole('combobox', { name: 'Città' });
    await user.type(input, 'Mil');
    expect(input).toHaveValue('Mil');
    await user.click(await screen.findByRole('option', { name: 'Milazzo' }));
    expect(input).toHaveValue('Milazzo');
  });

  it('starts from defaultValue and still reports the text and the pick', async () => {
    const onValueChange = vi.fn();
    const onPick = vi.fn();
    const { user } = render(
      <AddressCombobox
        label="Città"
        defaultValue="Mi"
        onValueChange={onValueChange}
        onPick={onPick}
        items={['Milano']}
        minChars={2}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Città' });
    expect(input).toHaveValue('Mi');
    await user.type(input, 'l');
    expect(onValueChange).toHaveBeenLastCalledWith('Mil');
    await user.click(await screen.findByRole('option', { name: 'Milano' }));
    expect(onPick).toHaveBeenCalledWith('Milano');
    expect(input).toHaveValue('Milano');
  });

  it('asks for itemToString and itemKey when the suggestions are not strings', () => {
    // @ts-expect-error: an object suggestion has no text or key of its own
    const element = <AddressCombobox label="Via" items={[{ id: 1 }]} minChars={3} />;
    expect(element.props.items).toHaveLength(1);
  });
});
