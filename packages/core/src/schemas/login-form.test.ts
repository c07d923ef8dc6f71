import { describe, expect, it } from 'vitest';
import { createLoginFormSchema, loginFormSchema } from './login-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = loginFormSchema) => schemaIssues(schema, input);

describe('loginFormSchema', () => {
  it('answers the e-mail trimmed and the password as typed', () => {
    expect(
      loginFormSchema.parse({
        email: ' elena@example.it ',
        password: ' Basilico2026',
        remember_me: true,
      }),
    ).toEqual({ email: 'elena@example.it', password: ' Basilico2026', remember_me: true });
  });

  it('answers "Campo obbligatorio" on both fields when nothing is typed', () => {
    expect(issuesOf({ email: '   ', password: '', remember_me: false })).toEqual([
      { path: 'email', message: 'Campo obbligatorio' },
      { path: 'password', message: 'Campo obbligatorio' },
    ]);
  });

  it('leaves an address of any form to the platform', () => {
    expect(issuesOf({ email: 'elena', password: 'x', remember_me: false })).toEqual([]);
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createLoginFormSchema({ required: 'Obbligatorio' });
    expect(issuesOf({ email: '', password: 'x', remember_me: true }, schema)).toEqual([
      { path: 'email', message: 'Obbligatorio' },
    ]);
  });
});
