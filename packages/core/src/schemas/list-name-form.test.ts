import { describe, expect, it } from 'vitest';
import {
  NEW_LIST_CHOICE,
  createListNameFormSchema,
  listChoiceFormSchema,
  listNameFormSchema,
} from './list-name-form';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

describe('listNameFormSchema', () => {
  it('answers the name trimmed', () => {
    expect(listNameFormSchema.parse({ name: '  Spesa del sabato ' })).toEqual({
      name: 'Spesa del sabato',
    });
  });

  it('answers "Campo obbligatorio" for a blank name', () => {
    expect(issuesOf(listNameFormSchema, { name: '   ' })).toEqual([
      { path: 'name', message: 'Campo obbligatorio' },
    ]);
  });

  it('answers a brand’s own wording when given', () => {
    expect(issuesOf(createListNameFormSchema({ required: 'Obbligatorio' }), { name: '' })).toEqual([
      { path: 'name', message: 'Obbligatorio' },
    ]);
  });
});

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
