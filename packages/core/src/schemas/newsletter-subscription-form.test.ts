import { describe, expect, it } from 'vitest';
import { newsletterSubscriptionFormSchema } from './newsletter-subscription-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown) => schemaIssues(newsletterSubscriptionFormSchema, input);

describe('newsletterSubscriptionFormSchema', () => {
  it('accepts an e-mail with the consent and trims the e-mail', () => {
    expect(
      newsletterSubscriptionFormSchema.parse({ email: ' lucia@example.it ', privacy: true }),
    ).toEqual({ email: 'lucia@example.it', privacy: true });
  });

  describe('when the e-mail is blank', () => {
    it('answers "Campo obbligatorio" on email', () => {
      expect(issuesOf({ email: '  ', privacy: true })).toEqual([
        { path: 'email', message: 'Campo obbligatorio' },
      ]);
    });
  });

  describe('when the e-mail is malformed', () => {
    it('answers "Indirizzo e-mail non valido" on email', () => {
      expect(issuesOf({ email: 'lucia@', privacy: true })).toEqual([
        { path: 'email', message: 'Indirizzo e-mail non valido' },
      ]);
    });
  });

  describe('when the consent is not given', () => {
    it('answers "Campo obbligatorio" on privacy', () => {
      expect(issuesOf({ email: 'lucia@example.it', privacy: false })).toEqual([
        { path: 'privacy', message: 'Campo obbligatorio' },
      ]);
    });
  });
});
