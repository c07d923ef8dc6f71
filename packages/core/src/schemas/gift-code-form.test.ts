import { describe, expect, it } from 'vitest';
import { createGiftCodeFormSchema, giftCodeFormSchema } from './gift-code-form';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

describe('giftCodeFormSchema', () => {
  it('answers the code trimmed', () => {
    expect(giftCodeFormSchema.parse({ code: ' BENVENUTO10  ' })).toEqual({ code: 'BENVENUTO10' });
  });

  it('answers "Campo obbligatorio" for a blank code', () => {
    expect(issuesOf(giftCodeFormSchema, { code: '  ' })).toEqual([
      { path: 'code', message: 'Campo obbligatorio' },
    ]);
  });

  it('answers a brand’s own wording when given', () => {
    expect(issuesOf(createGiftCodeFormSchema({ required: 'Obbligatorio' }), { code: '' })).toEqual([
      { path: 'code', message: 'Obbligatorio' },
    ]);
  });
});
