import { describe, expect, it } from 'vitest';
import { createEmailChangeFormSchema, emailChangeFormSchema } from './email-change-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = emailChangeFormSchema) => schemaIssues(schema, input);

describe('emailChangeFormSchema', () => {
  it('answers the new address trimmed and the password as typed', () => {
    expect(
      emailChangeFormSchema.parse({ new_email: ' elena@example.it ', password: ' Basilico2026' }),
    ).toEqual({ new_email: 'elena@example.it', password: ' Basilico2026' });
  });

  describe('when nothing is typed', () => {
    it('answers "Campo obbligatorio" on both fields', () => {
      expect(issuesOf({ new_email: '  ', password: '' })).toEqual([
        { path: 'new_email', message: 'Campo obbligatorio' },
        { path: 'password', message: 'Campo obbligatorio' },
      ]);
    });
  });

  describe('when the new address is malformed', () => {
    it.each([['elena'], ['elena@example'], ['elena @example.it']])(
      'answers "Digitare un’e-mail valida" on new_email for %s',
      (newEmail) => {
        expect(issuesOf({ new_email: newEmail, password: 'Basilico2026' })).toEqual([
          { path: 'new_email', message: 'Digitare un’e-mail valida' },
        ]);
      },
    );
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createEmailChangeFormSchema({ newEmail: 'Indirizzo non valido' });
    expect(issuesOf({ new_email: 'elena', password: 'x' }, schema)).toEqual([
      { path: 'new_email', message: 'Indirizzo non valido' },
    ]);
  });
});
