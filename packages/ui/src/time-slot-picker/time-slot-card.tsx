import { CalendarClock } from 'lucide-react';
import type { Cart } from '@carrello/sdk';
import { useCarrelloUi } from '../messages/messages-context';
import { SummaryCard } from '../address-card/summary-card';

/** Props of {@link TimeSlotCard}. */
export interface TimeSlotCardProps {
  /** The cart's time slot; null when none is chosen. */
  timeslot: Cart['timeslot'] | undefined;
  /** Called by "Cambia data e ora" / "Scegli data e ora"; without it the card has no action. */
  onEdit?: () => void;
  /** Whether the action is disabled. */
  disabled?: boolean;
}

/** The day of a `YYYY-MM-DD` date at noon in Rome, so that no time zone moves it to another day. */
export function romeDay(date: string): Date {
  return new Date(`${date}T12:00:00+01:00`);
}

/**
 * The time-slot card of the cart drawer (docs/requirements/app-shell.md): "Data e ora", the day and "dalle 10:00 alle
 * 12:00", with an edit action.
 * @example
 * <TimeSlotCard timeslot={cart.timeslot} onEdit={openTimeSlotPicker} />
 */
export function TimeSlotCard({ timeslot, onEdit, disabled }: TimeSlotCardProps) {
  const { messages, format, formatDate } = useCarrelloUi();
  return (
    <SummaryCard
      icon={<CalendarClock size={22} aria-hidden="true" />}
      heading={messages.cart.dateTime}
      actionLabel={timeslot ? messages.cart.changeTimeslot : messages.cart.chooseSlot}
      onEdit={onEdit}
      disabled={disabled}
    >
      {timeslot ? (
        <>
          <p data-part="title">
            {formatDate(romeDay(timeslot.date), {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
            })}
          </p>
          <p>
            {format(messages.cart.timeRange, {
              begin: timeslot.beginTime,
              end: timeslot.endTime,
            })}
          </p>
        </>
      ) : (
        <p data-part="muted">{messages.cart.noTimeslot}</p>
      )}
    </SummaryCard>
  );
}
