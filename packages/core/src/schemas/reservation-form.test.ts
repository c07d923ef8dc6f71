import { describe, expect, it } from 'vitest';
import { reservationFormSchema } from './reservation-form';

function issuesOf(input: unknown) {
  const result = reservationFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('reservationFormSchema', () => {
  it('answers the distance in metres and the note trimmed', () => {
    expect(reservationFormSchema.parse({ distance: '500', reservation_info: ' AB123CD ' })).toEqual(
      { distance: 500, reservation_info: 'AB123CD' },
    );
    expect(reservationFormSchema.parse({ distance: '0', reservation_info: '' })).toEqual({
      distance: 0,
      reservation_info: '',
    });
  });

  it('answers "Campo obbligatorio" on distance when no arrival time is chosen', () => {
    expect(issuesOf({ distance: '', reservation_info: 'AB123CD' })).toEqual([
      { path: 'distance', message: 'Campo obbligatorio' },
    ]);
  });
});
