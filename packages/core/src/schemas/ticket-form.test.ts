import { describe, expect, it } from 'vitest';
import { signedInTicketFormSchema, ticketFormSchema } from './ticket-form';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

const ANNA = {
  firstName: ' Anna ',
  lastName: 'Verdi',
  email: ' anna.verdi@example.it ',
  topic: 'Il mio account',
  message: ' Non ricevo le e-mail. ',
};

describe('ticketFormSchema', () => {
  it('accepts a complete request and trims its text', () => {
    expect(ticketFormSchema.parse(ANNA)).toEqual({
      ...ANNA,
      firstName: 'Anna',
      email: 'anna.verdi@example.it',
      message: 'Non ricevo le e-mail.',
    });
  });

  describe('when nothing is typed', () => {
    it('answers "Campo obbligatorio" on every field, in the form’s order', () => {
      const blank = { firstName: '', lastName: ' ', email: '', topic: '', message: '' };
      expect(issuesOf(ticketFormSchema, blank)).toEqual(
        ['firstName', 'lastName', 'email', 'topic', 'message'].map((path) => ({
          path,
          message: 'Campo obbligatorio',
        })),
      );
    });
  });

  describe('when the e-mail is malformed', () => {
    it('answers "Indirizzo e-mail non valido" on email only', () => {
      expect(issuesOf(ticketFormSchema, { ...ANNA, email: 'anna.verdi' })).toEqual([
        { path: 'email', message: 'Indirizzo e-mail non valido' },
      ]);
    });
  });
});

describe('signedInTicketFormSchema', () => {
  it('asks only for the topic and the message; the order is optional', () => {
    expect(issuesOf(signedInTicketFormSchema, { topic: '', message: '  ' })).toEqual([
      { path: 'topic', message: 'Campo obbligatorio' },
      { path: 'message', message: 'Campo obbligatorio' },
    ]);
    expect(
      signedInTicketFormSchema.parse({ topic: 'Altro', message: ' Grazie ', orderId: '42' }),
    ).toEqual({ topic: 'Altro', message: 'Grazie', orderId: '42' });
    expect(signedInTicketFormSchema.parse({ topic: 'Altro', message: 'Grazie' })).toEqual({
      topic: 'Altro',
      message: 'Grazie',
    });
  });
});
