import { describe, expect, it } from 'vitest';
import { passwordChangeFormSchema } from './password-change-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown) => schemaIssues(passwordChangeFormSchema, input);

describe('passwordChangeFormSchema', () => {
  it('accepts the current password and a new one that meets the policy, typed twice', () => {
    const form = {
      old_password: 'Basilico2026',
      new_password: 'Rosmarino2027',
      repeat: 'Rosmarino2027',
    };
    expect(passwordChangeFormSchema.parse(form)).toEqual(form);
  });

  describe('when nothing is typed', () => {
    it('answers "Campo obbligatorio" on each of the three fields', () => {
      expect(issuesOf({ old_password: '', new_password: '', repeat: '' })).toEqual([
        { path: 'old_password', message: 'Campo obbligatorio' },
        { path: 'new_password', message: 'Campo obbligatorio' },
        { path: 'repeat', message: 'Campo obbligatorio' },
      ]);
    });
  });

  describe('when the new password breaks the policy', () => {
    it.each([['Rosma12'], ['Rosmarino'], ['20272027']])(
      'answers "La password non rispetta le regole indicate" for %s',
      (password) => {
        expect(
          issuesOf({ old_password: 'Basilico2026', new_password: password, repeat: password }),
        ).toEqual([
          { path: 'new_password', message: 'La password non rispetta le regole indicate' },
        ]);
      },
    );
  });

  describe('when the repeated password differs', () => {
    it('answers "Le due password non coincidono" on repeat, even beside other messages', () => {
      expect(
        issuesOf({
          old_password: 'Basilico2026',
          new_password: 'Rosmarino2027',
          repeat: 'Rosmarino2028',
        }),
      ).toEqual([{ path: 'repeat', message: 'Le due password non coincidono' }]);
      expect(
        issuesOf({ old_password: '', new_password: 'Rosmarino2027', repeat: 'Rosmarino' }),
      ).toEqual([
        { path: 'old_password', message: 'Campo obbligatorio' },
        { path: 'repeat', message: 'Le due password non coincidono' },
      ]);
    });
  });
});
