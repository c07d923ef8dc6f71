import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown) => schemaIssues(newsletterSchema, input);

describe('newsletterSchema', () => {
  it('accepts an e-mail and trims it', () => {
    expect(newsletterSchema.parse({ email: ' mario@example.it ' })).toEqual({
      email: 'mario@example.it',
    });
  });

  describe('when the e-mail is blank or missing', () => {
    it.each([[{ email: '' }], [{ email: '  ' }], [{}]])(
      'answers "Campo obbligatorio" on email for %j',
      (input) => {
        expect(issuesOf(input)).toEqual([{ path: 'email', message: 'Campo obbligatorio' }]);
      },
    );
  });

  describe('when the e-mail is malformed', () => {
    it.each([['mario'], ['mario@'], ['mario@example']])(
      'answers "Indirizzo e-mail non valido" on email for %s',
      (email) => {
        expect(issuesOf({ email })).toEqual([
          { path: 'email', message: 'Indirizzo e-mail non valido' },
        ]);
      },
    );
  });
});
