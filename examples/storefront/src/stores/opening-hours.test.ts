import { describe, expect, it } from 'vitest';

import { openingWeek } from './opening-hours';

describe('openingWeek', () => {
  it('reads the week Monday first, with Sunday as day 1 and a closed day', () => {
    const week = openingWeek([
      { beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' },
      { beginWeekDay: 2, beginHour: '08:30', endHour: '20:00' },
      { beginWeekDay: 7, beginHour: '08:00', endHour: '21:00' },
    ]);
    expect(week.map((day) => day.day)).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    expect(week[0]).toEqual({ day: 'lunedì', times: ['08:30–20:00'] });
    expect(week[1]).toEqual({ day: 'martedì', times: [] });
    expect(week[5]).toEqual({ day: 'sabato', times: ['08:00–21:00'] });
    expect(week[6]).toEqual({ day: 'domenica', times: ['09:00–13:00'] });
  });

  it('splits a day written in one rule, and lists two rules of a day in order', () => {
    const week = openingWeek([
      { beginWeekDay: 3, beginHour: '08:30-13:00', endHour: '15:30-19:30' },
      { beginWeekDay: 4, beginHour: '15:00', endHour: '19:00' },
      { beginWeekDay: 4, beginHour: '08:00', endHour: '12:30' },
    ]);
    expect(week[1]!.times).toEqual(['08:30–13:00', '15:30–19:30']);
    expect(week[2]!.times).toEqual(['08:00–12:30', '15:00–19:00']);
  });

  it('is a closed week without rules', () => {
    expect(openingWeek(undefined).every((day) => day.times.length === 0)).toBe(true);
  });
});
