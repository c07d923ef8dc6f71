import { describe, expect, it } from 'vitest';
import { createGiftCodeFormSchema, giftCodeFormSchema } from './gift-code-form';
import { createListNameFormSchema, listNameFormSchema } from './list-name-form';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

// The forms of a single required text field, built on createRequiredTextFormSchema.
describe.each([
  [
    'giftCodeFormSchema',
    {
      schema: giftCodeFormSchema,
      create: createGiftCodeFormSchema,
      field: 'code',
      typed: ' BENVENUTO10  ',
      trimmed: 'BENVENUTO10',
      blank: '  ',
    },
  ],
  [
    'listNameFormSchema',
    {
      schema: listNameFormSchema,
      create: createListNameFormSchema,
      field: 'name',
      typed: '  Spesa del sabato ',
      trimmed: 'Spesa del sabato',
      blank: '   ',
    },
  ],
])('%s', (_name, { schema, create, field, typed, trimmed, blank }) => {
  it(`answers the ${field} trimmed`, () => {
    expect(schema.parse({ [field]: typed })).toEqual({ [field]: trimmed });
  });

  it(`answers "Campo obbligatorio" for a blank ${field}`, () => {
    expect(issuesOf(schema, { [field]: blank })).toEqual([
      { path: field, message: 'Campo obbligatorio' },
    ]);
  });

  it('answers a brand’s own wording when given', () => {
    expect(issuesOf(create({ required: 'Obbligatorio' }), { [field]: '' })).toEqual([
      { path: field, message: 'Obbligatorio' },
    ]);
  });
});
