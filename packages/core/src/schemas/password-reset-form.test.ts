import { describe, expect, it } from 'vitest';
import {
  createPasswordResetFormSchema,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
} from './password-reset-form';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

describe('passwordResetRequestFormSchema', () => {
  it('accepts an e-mail and trims it', () => {
    expect(passwordResetRequestFormSchema.parse({ email: ' giulia@example.it ' })).toEqual({
      email: 'giulia@example.it',
    });
  });

  it.each([
    { what: 'a blank e-mail', email: ' ', message: 'Campo obbligatorio' },
    { what: 'a malformed e-mail', email: 'giulia', message: 'Indirizzo e-mail non valido' },
  ])('answers $message for $what', ({ email, message }) => {
    expect(issuesOf(passwordResetRequestFormSchema, { email })).toEqual([
      { path: 'email', message },
    ]);
  });
});

describe('passwordResetFormSchema', () => {
  it('accepts a password of 8 characters or more, as typed', () => {
    expect(passwordResetFormSchema.parse({ password: ' Basilico ' })).toEqual({
      password: ' Basilico ',
    });
    expect(passwordResetFormSchema.parse({ password: '12345678' })).toEqual({
      password: '12345678',
    });
  });

  it('answers "Campo obbligatorio" for an empty password', () => {
    expect(issuesOf(passwordResetFormSchema, { password: '' })).toEqual([
      { path: 'password', message: 'Campo obbligatorio' },
    ]);
  });

  it('answers "La password deve avere almeno 8 caratteri" for a shorter one', () => {
    expect(issuesOf(passwordResetFormSchema, { password: 'corta' })).toEqual([
      { path: 'password', message: 'La password deve avere almeno 8 caratteri' },
    ]);
  });

  it('takes a brand’s wording of the short password', () => {
    const schema = createPasswordResetFormSchema({ passwordTooShort: 'Troppo corta' });
    expect(issuesOf(schema, { password: 'corta' })).toEqual([
      { path: 'password', message: 'Troppo corta' },
    ]);
  });
});
