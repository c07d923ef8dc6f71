import type { Warehouse } from '@carrello/sdk';

/** One rule of a store's week, as the store locator gives it. */
type ServiceHour = NonNullable<Warehouse['serviceHours']>['default'][number];

/** A day of a store's week: its name and its opening times, none when the store is closed. */
interface OpeningDay {
  /** Italian day name, "lunedì" to "domenica". */
  day: string;
  /** Opening times, e.g. ["08:30–13:00", "15:30–19:30"]; empty when closed. */
  times: string[];
}

/** Monday first, as an Italian week is read; the value is the API's `beginWeekDay`. */
const WEEK = [
  ['lunedì', 2],
  ['martedì', 3],
  ['mercoledì', 4],
  ['giovedì', 5],
  ['venerdì', 6],
  ['sabato', 7],
  ['domenica', 1],
] as const;

/**
 * A store's week from its `serviceHours.default` rules (1 = Sunday, 2 = Monday, ... 7 =
 * Saturday), Monday first. Some stores write a split day in one rule, "08:30-13:00" and
 * "15:30-19:30": each half is its own time. Several rules of one day are listed in order.
 */
export function openingWeek(rules: readonly ServiceHour[] | undefined): OpeningDay[] {
  return WEEK.map(([day, weekDay]) => {
    const times = (rules ?? [])
      .filter((rule) => rule.beginWeekDay === weekDay)
      .flatMap((rule) => {
        const split = /^(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/;
        const begin = split.exec(rule.beginHour.trim());
        const end = split.exec(rule.endHour.trim());
        if (begin && end) return [`${begin[1]}–${begin[2]}`, `${end[1]}–${end[2]}`];
        return [`${rule.beginHour.trim()}–${rule.endHour.trim()}`];
      })
      .sort();
    return { day, times };
  });
}
