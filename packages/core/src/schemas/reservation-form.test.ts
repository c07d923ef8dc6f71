import { describe, expect, it } from 'vitest';
import { reservationFormSchema } from './reservation-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown) => schemaIssues(reservationFormSchema, input);

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
