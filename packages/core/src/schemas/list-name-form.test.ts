import { describe, expect, it } from 'vitest';
import { NEW_LIST_CHOICE, listChoiceFormSchema } from './list-name-form';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

describe('listChoiceFormSchema', () => {
  it('takes an existing list without a name', () => {
    expect(listChoiceFormSchema.parse({ list: '12', name: '' })).toEqual({ list: '12', name: '' });
  });

  it('asks the name of a new list, and trims it', () => {
    expect(issuesOf(listChoiceFormSchema, { list: NEW_LIST_CHOICE, name: '  ' })).toEqual([
      { path: 'name', message: 'Campo obbligatorio' },
    ]);
    expect(listChoiceFormSchema.parse({ list: NEW_LIST_CHOICE, name: ' Cene ' })).toEqual({
      list: NEW_LIST_CHOICE,
      name: 'Cene',
    });
  });
});
