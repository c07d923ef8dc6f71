import { styled } from '../theme/styled-skin';
import { blockStack } from '../theme/block-stack';
import type { TimeslotDay } from '@carrello/sdk';
import { Skeleton } from '../skeleton/skeleton.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { focusRing } from '../theme/focus-ring';
import { romeDay } from './time-slot-card';
import {
  isSlotDisabled,
  useTimeSlotPicker,
  type UseTimeSlotPickerOptions,
} from './use-time-slot-picker';

const Root = styled.div`
  ${blockStack(3)}
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[1]}px;
`;

const Tab = styled.button`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  min-width: 64px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  text-transform: capitalize;
  [data-part='day'] {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[data-state='active'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  /* Forced colours paint every day alike: the chosen one takes the system's selection colours. */
  @media (forced-colors: active) {
    &[data-state='active'] {
      forced-color-adjust: none;
      border-color: Highlight;
      background: Highlight;
      color: HighlightText;
    }
  }
  ${focusRing}
`;

const Slots = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Slot = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  [data-part='time'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  [data-part='status'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  /* Forced colours drop the tint and the inset shadow: the chosen slot takes the system's
     selection colours instead. */
  @media (forced-colors: active) {
    &:has(input:checked) {
      forced-color-adjust: none;
      border-color: Highlight;
      background: Highlight;
      color: HighlightText;
      [data-part='status'] {
        color: HighlightText;
      }
    }
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
    [data-part='time'] {
      text-decoration: line-through;
    }
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Props of {@link TimeSlotPicker}. */
export interface TimeSlotPickerProps extends Omit<UseTimeSlotPickerOptions, 'days'> {
  /** The days with their slots; undefined while loading. */
  days: readonly TimeslotDay[] | undefined;
  /** Whether the slots are loading. */
  loading?: boolean;
  /** Whether the slots failed to load. */
  error?: boolean;
}

/**
 * The time-slot picker: days as tabs and the day's slots as radio buttons ("Esaurita" slots are
 * disabled, "Ultimi posti" marked); fully keyboard operable (←/→ between days, arrows between slots).
 * @example
 * <TimeSlotPicker days={data?.days} loading={isPending}
 *   value={cart.timeslot} onValueChange={(value) => setTimeslot.mutate(value)} />
 */
export function TimeSlotPicker({
  days,
  loading = false,
  error = false,
  ...options
}: TimeSlotPickerProps) {
  const { messages } = useCarrelloUi();
  if (error) {
    return (
      <Note role="alert" data-tone="error">
        {messages.timeslot.error}
      </Note>
    );
  }
  if (loading || !days) {
    return (
      <Root role="status" aria-label={messages.common.loading}>
        <Skeleton height={64} />
        <Skeleton height={120} />
      </Root>
    );
  }
  if (days.length === 0) return <Note>{messages.timeslot.empty}</Note>;
  return <Picker days={days} {...options} />;
}

function Picker(options: UseTimeSlotPickerOptions) {
  const { messages, format, formatDate } = useCarrelloUi();
  const picker = useTimeSlotPicker(options);
  const day = picker.currentDay;
  const dayName = day
    ? formatDate(romeDay(day.date), { weekday: 'long', day: 'numeric', month: 'long' })
    : '';
  const statusText = (status: string, disabled: boolean) => {
    if (status === 'full') return messages.timeslot.full;
    if (status === 'closed' || disabled) return messages.timeslot.closed;
    if (status === 'almost_full') return messages.timeslot.almostFull;
    return null;
  };
  return (
    <Root>
      <Tabs {...picker.getTabListProps()} aria-label={messages.timeslot.days}>
        {options.days.map((d, index) => {
          const date = romeDay(d.date);
          return (
            <Tab
              key={d.date}
              {...picker.getTabProps(d, index)}
              aria-label={formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' })}
            >
              <span>{formatDate(date, { weekday: 'short' })}</span>
              <span data-part="day">{formatDate(date, { day: 'numeric' })}</span>
              <span>{formatDate(date, { month: 'short' })}</span>
            </Tab>
          );
        })}
      </Tabs>
      <div {...picker.getPanelProps()}>
        {day && day.timeSlots.length > 0 ? (
          <Slots>
            <legend>{format(messages.timeslot.slots, { day: dayName })}</legend>
            {day.timeSlots.map((slot) => {
              const disabled = isSlotDisabled(slot);
              const status = statusText(slot.status, disabled);
              return (
                <Slot key={slot.timeslotId}>
                  <input
                    type="radio"
                    name={picker.radioName}
                    value={slot.timeslotId}
                    checked={picker.isSelected(slot)}
                    disabled={disabled}
                    onChange={() => picker.choose(slot)}
                  />
                  <span data-part="time">
                    {slot.beginTime} – {slot.endTime}
                  </span>
                  {status ? <span data-part="status">{status}</span> : null}
                </Slot>
              );
            })}
          </Slots>
        ) : (
          <Note>{messages.timeslot.noSlots}</Note>
        )}
      </div>
    </Root>
  );
}
