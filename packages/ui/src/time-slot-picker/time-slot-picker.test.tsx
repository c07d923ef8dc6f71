import { render, screen, waitFor, within } from '../testing/render';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeslotDay } from '@carrello/sdk';
import { cart } from '../testing/sample-data';
import { SlotDialogPage } from '../testing/slot-dialog';
import { slotDays } from './slot-fixtures';
import { TimeSlotCard } from './time-slot-card';
import { TimeSlotPicker } from './time-slot-picker';

describe('TimeSlotPicker', () => {
  it('shows the days as tabs and the slots of the first day, full ones disabled', () => {
    render(<TimeSlotPicker days={slotDays} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Giorni di consegna' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'martedì 24 novembre',
      'mercoledì 25 novembre',
      'giovedì 26 novembre',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const group = screen.getByRole('group', { name: 'Fasce orarie di martedì 24 novembre' });
    expect(within(group).getByRole('radio', { name: '08:00 – 10:00 Esaurita' })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: '10:00 – 12:00 Ultimi posti' })).toBeEnabled();
  });

  it('is operated by keyboard: arrows between days, arrows and Space between slots', async () => {
    const onValueChange = vi.fn();
    const { user } = render(<TimeSlotPicker days={slotDays} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'martedì 24 novembre' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'mercoledì 25 novembre' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByText('Nessuna fascia oraria disponibile in questo giorno.')).toBeVisible();
    await user.keyboard('{Home}');
    await user.tab();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(
      { date: '2026-11-24', timeslotId: 2 },
      slotDays[0]!.timeSlots[1],
    );
    expect(screen.getByRole('radio', { name: '10:00 – 12:00 Ultimi posti' })).toBeChecked();
  });

  it('marks the chosen slot from its value', () => {
    render(<TimeSlotPicker days={slotDays} value={{ date: '2026-11-25', timeslotId: 5 }} />);
    expect(screen.getByRole('tab', { name: 'mercoledì 25 novembre' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('radio', { name: '08:00 – 10:00' })).toBeChecked();
  });

  it('shows loading, error and empty states', () => {
    const { rerender } = render(<TimeSlotPicker days={undefined} loading />);
    expect(screen.getByRole('status', { name: 'Caricamento in corso…' })).toBeInTheDocument();
    rerender(<TimeSlotPicker days={undefined} error />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare le fasce orarie.',
    );
    rerender(<TimeSlotPicker days={[]} />);
    expect(screen.getByText('Nessuna data disponibile al momento.')).toBeVisible();
  });
});

describe('TimeSlotCard', () => {
  it('reads "Data e ora", the day and the hours, with an edit action', async () => {
    const onEdit = vi.fn();
    const { user } = render(<TimeSlotCard timeslot={cart.timeslot} onEdit={onEdit} />);
    const card = screen.getByRole('region', { name: 'Data e ora' });
    expect(card).toHaveTextContent('martedì 24 novembre');
    expect(card).toHaveTextContent('dalle 10:00 alle 12:00');
    await user.click(within(card).getByRole('button', { name: 'Cambia data e ora' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('invites to choose when there is no slot', () => {
    render(<TimeSlotCard timeslot={null} onEdit={vi.fn()} />);
    expect(screen.getByText('Nessuna fascia oraria scelta')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scegli data e ora' })).toBeVisible();
  });

  describe('in a dialog', () => {
    /** A slot dialog whose days come in `days`, opened by a button, with its confirm button last. */
    function SlotDialog({ days }: { days: readonly TimeslotDay[] | undefined }) {
      const day = useRef<HTMLButtonElement>(null);
      return (
        <SlotDialogPage initialFocus={day}>
          <TimeSlotPicker
            days={days}
            loading={!days}
            value={{ date: '2026-11-25', timeslotId: 5 }}
            selectedDayRef={day}
          />
          <button type="submit">Conferma fascia oraria</button>
        </SlotDialogPage>
      );
    }

    it('opens with the focus on the chosen day', async () => {
      const { user } = render(<SlotDialog days={slotDays} />);
      await user.click(screen.getByRole('button', { name: 'Cambia data e ora' }));
      const chosen = screen.getByRole('tab', { name: 'mercoledì 25 novembre' });
      await waitFor(() => expect(chosen).toHaveFocus());
    });

    it('gives the focus to the chosen day when the days come after it opened', async () => {
      const { rerender, user } = render(<SlotDialog days={undefined} />);
      await user.click(screen.getByRole('button', { name: 'Cambia data e ora' }));
      // While the days load the dialog holds the focus, not its last control.
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
      rerender(<SlotDialog days={slotDays} />);
      const chosen = screen.getByRole('tab', { name: 'mercoledì 25 novembre' });
      await waitFor(() => expect(chosen).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Conferma fascia oraria' })).not.toHaveFocus();
    });

    it('leaves the focus where the shopper moved it before the days came', async () => {
      const { rerender, user } = render(<SlotDialog days={undefined} />);
      await user.click(screen.getByRole('button', { name: 'Cambia data e ora' }));
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
      const confirm = screen.getByRole('button', { name: 'Conferma fascia oraria' });
      confirm.focus();
      rerender(<SlotDialog days={slotDays} />);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(confirm).toHaveFocus();
    });
  });
});
