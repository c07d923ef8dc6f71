import { useCallback, useId, useRef, type KeyboardEvent, type Ref } from 'react';
import type { Timeslot, TimeslotDay } from '@carrello/sdk';
import { useControllableState } from '../utils/use-controllable-state';

/** A chosen slot: its day and id. */
export interface TimeSlotValue {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** The slot id. */
  timeslotId: number;
}

/** Options of {@link useTimeSlotPicker}. */
export interface UseTimeSlotPickerOptions {
  /** The days with their slots (`delivery.timeslots`). */
  days: readonly TimeslotDay[];
  /** The chosen slot (controlled). */
  value?: TimeSlotValue | null;
  /** The initially chosen slot (uncontrolled). */
  defaultValue?: TimeSlotValue | null;
  /** Called when the shopper picks a slot. */
  onValueChange?: (value: TimeSlotValue, slot: Timeslot) => void;
  /** The day shown (controlled). */
  day?: string;
  /** Called when the shopper shows another day. */
  onDayChange?: (date: string) => void;
  /**
   * A ref to the tab of the day shown (the chosen slot's day, else the first day with a free
   * slot); `null` while there is none (the days still loading). Pass it to a dialog's
   * `initialFocus` so that the dialog opens on the chosen day.
   */
  selectedDayRef?: Ref<HTMLButtonElement>;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Whether a slot cannot be chosen: full, closed or not available now. */
export function isSlotDisabled(slot: Timeslot): boolean {
  return !slot.available || slot.status === 'full' || slot.status === 'closed';
}

/**
 * Behaviour of the time-slot picker: days as tabs (←/→, Home/End move and show a day) and the
 * day's slots as a radio group; full and closed slots are disabled.
 * @example
 * const picker = useTimeSlotPicker({ days, onValueChange: (value) => setTimeslot.mutate(value) });
 * <div {...picker.getTabListProps()}>{days.map((d, i) => <button {...picker.getTabProps(d, i)} />)}</div>
 */
export function useTimeSlotPicker({
  days,
  value,
  defaultValue = null,
  onValueChange,
  day,
  onDayChange,
  selectedDayRef,
}: UseTimeSlotPickerOptions) {
  const baseId = useId();
  const [selected, setSelected] = useControllableState<TimeSlotValue | null>({
    value,
    defaultValue,
  });
  const firstOpenDay = days.find((d) => d.timeSlots.some((slot) => !isSlotDisabled(slot)));
  const [shownDay, setShownDay] = useControllableState<string | undefined>({
    value: day,
    defaultValue: selected?.date ?? firstOpenDay?.date ?? days[0]?.date,
    onChange: (next) => {
      if (next) onDayChange?.(next);
    },
  });
  const currentDay = days.find((d) => d.date === shownDay) ?? days[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (date: string) => `${baseId}-tab-${date}`;
  const panelId = `${baseId}-panel`;

  const showDay = useCallback(
    (date: string, focus = false) => {
      setShownDay(date);
      if (focus) tabRefs.current.get(date)?.focus();
    },
    [setShownDay],
  );

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = days.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    showDay(days[target]!.date, true);
  };

  const choose = (slot: Timeslot) => {
    if (!currentDay || isSlotDisabled(slot)) return;
    const next = { date: currentDay.date, timeslotId: slot.timeslotId };
    setSelected(next);
    onValueChange?.(next, slot);
  };

  return {
    /** The day shown. */
    currentDay,
    /** The chosen slot. */
    selected,
    /** Shows a day. */
    showDay,
    /** Chooses a slot of the day shown. */
    choose,
    /** Whether a slot of the day shown is the chosen one. */
    isSelected: (slot: Timeslot) =>
      selected?.date === currentDay?.date && selected?.timeslotId === slot.timeslotId,
    /** Props of the tab list. */
    getTabListProps: () => ({ role: 'tablist' as const }),
    /** Props of a day's tab (roving tabindex). */
    getTabProps: (d: TimeslotDay, index: number) => {
      const isCurrent = d.date === currentDay?.date;
      return {
        ref: (element: HTMLButtonElement | null) => {
          if (element) tabRefs.current.set(d.date, element);
          else tabRefs.current.delete(d.date);
          if (isCurrent) setRef(selectedDayRef, element);
        },
        id: tabId(d.date),
        type: 'button' as const,
        role: 'tab' as const,
        'aria-selected': isCurrent,
        'aria-controls': panelId,
        tabIndex: isCurrent ? 0 : -1,
        'data-state': isCurrent ? 'active' : 'inactive',
        onClick: () => showDay(d.date),
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onTabKeyDown(event, index),
      };
    },
    /** Props of the panel of the day shown. */
    getPanelProps: () => ({
      id: panelId,
      role: 'tabpanel' as const,
      'aria-labelledby': currentDay ? tabId(currentDay.date) : undefined,
    }),
    /** The `name` shared by the slot radios. */
    radioName: `${baseId}-slot`,
  };
}

/** What {@link useTimeSlotPicker} returns. */
export type UseTimeSlotPickerReturn = ReturnType<typeof useTimeSlotPicker>;
