import { render, screen, within } from '../testing/render';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper.styles';

describe('QuantityStepper', () => {
  it('steps between min and max with the Italian button names', async () => {
    const onValueChange = vi.fn();
    const { user } = render(
      <QuantityStepper defaultValue={1} min={1} max={2} onValueChange={onValueChange} />,
    );
    const group = screen.getByRole('group', { name: 'Quantità' });
    const minus = screen.getByRole('button', { name: 'Diminuisci quantità' });
    const plus = screen.getByRole('button', { name: 'Aumenta quantità' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(group).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    expect(onValueChange).toHaveBeenCalledWith(2);
    await user.click(minus);
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  describe('when the quantity is above max (a cart line saved before its cap)', () => {
    it('offers − only, which brings the quantity down to max', async () => {
      const onValueChange = vi.fn();
      const { user } = render(
        <QuantityStepper
          aria-label="Peso di Mele Golden"
          value={120}
          max={100}
          step={0.1}
          onValueChange={onValueChange}
        />,
      );
      const group = screen.getByRole('group', { name: 'Peso di Mele Golden' });
      expect(within(group).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
      await user.click(within(group).getByRole('button', { name: 'Diminuisci quantità' }));
      expect(onValueChange).toHaveBeenCalledWith(100);
    });
  });

  it('announces the new value with the group’s name, not a bare number', async () => {
    const { user } = render(
      <QuantityStepper aria-label="Quantità di Latte intero" defaultValue={2} />,
    );
    const group = screen.getByRole('group', { name: 'Quantità di Latte intero' });
    const live = group.querySelector('[aria-live="polite"]')!;
    await user.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(live).toHaveTextContent(/^Quantità di Latte intero: 3$/);
    expect(live).toHaveAttribute('aria-atomic', 'true');
  });

  it('is controlled by value/onValueChange and keeps fractional steps exact', async () => {
    function Controlled() {
      const [value, setValue] = useState(0.1);
      return (
        <QuantityStepper
          value={value}
          onValueChange={setValue}
          min={0.1}
          step={0.1}
          formatValue={(v) => `${v} kg`}
        />
      );
    }
    const { user } = render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(screen.getByRole('status')).toHaveTextContent('0.3 kg');
  });

  it('disables both buttons when disabled', () => {
    render(<QuantityStepper defaultValue={3} disabled />);
    expect(screen.getByRole('button', { name: 'Diminuisci quantità' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
  });

  it('uses a brand override of its labels', () => {
    render(<QuantityStepper />, { messages: { quantity: { increase: 'Uno in più' } } });
    expect(screen.getByRole('button', { name: 'Uno in più' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diminuisci quantità' })).toBeInTheDocument();
  });
});
