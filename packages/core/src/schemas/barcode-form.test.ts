import { describe, expect, it } from 'vitest';
import { barcodeFormSchema, createBarcodeFormSchema } from './barcode-form';
import { schemaIssues } from '../testing/schema-issues';

describe('barcodeFormSchema', () => {
  it('says what is wrong with a typed code, one message a problem', () => {
    expect(schemaIssues(barcodeFormSchema, { code: '  ' })).toEqual([
      { path: 'code', message: 'Scrivi il codice a barre.' },
    ]);
    expect(schemaIssues(barcodeFormSchema, { code: '12' })).toEqual([
      { path: 'code', message: 'Il codice a barre è troppo corto: scrivilo tutto.' },
    ]);
    expect(schemaIssues(barcodeFormSchema, { code: '8001#234' })).toEqual([
      {
        path: 'code',
        message: 'Il codice a barre contiene caratteri non validi: usa solo cifre e lettere.',
      },
    ]);
    expect(schemaIssues(barcodeFormSchema, { code: '8001234567891' })).toEqual([
      { path: 'code', message: 'Il codice a barre non è valido: controlla le cifre.' },
    ]);
  });

  it('answers the code without the spaces printed under the bars', () => {
    expect(barcodeFormSchema.parse({ code: ' 8 001234 567897 ' })).toEqual({
      code: '8001234567897',
    });
    expect(barcodeFormSchema.parse({ code: 'ABC-123' })).toEqual({ code: 'ABC-123' });
  });

  it('takes a brand’s own wording', () => {
    const schema = createBarcodeFormSchema({ barcodeRequired: 'Manca il codice' });
    expect(schemaIssues(schema, { code: '' })).toEqual([
      { path: 'code', message: 'Manca il codice' },
    ]);
  });
});
