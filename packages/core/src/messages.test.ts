import { describe, expect, it } from 'vitest';
import { resolveMessages, validationMessages } from './messages';
import * as italian from './messages/it';

describe('validationMessages', () => {
  it('keep the exact wording of docs/requirements/validation.md', () => {
    expect(validationMessages).toMatchObject({
      required: 'Campo obbligatorio',
      personEmail: 'Digitare l’e-mail',
      vatNumberLength: 'La Partita Iva deve avere 11 cifre',
      vatNumberOrTaxCodeRequired: 'Partita Iva o Codice Fiscale obbligatori',
      companyTaxCodeLength: 'Il Codice Fiscale deve avere 11 cifre',
      personalTaxCodeFormat: 'Formato non corretto',
      certifiedEmail: 'Digitare una e-mail valida',
      certifiedEmailOrSdiRequired: 'PEC o SDI obbligatori',
      sdiCode: 'Codice SDI non valido',
    });
  });
});

describe('resolveMessages', () => {
  it('applies overrides on top of the defaults', () => {
    const messages = resolveMessages({ required: 'Obbligatorio' });
    expect(messages.required).toBe('Obbligatorio');
    expect(messages.sdiCode).toBe('Codice SDI non valido');
  });

  it('answers the defaults without overrides', () => {
    expect(resolveMessages()).toEqual(validationMessages);
  });
});

/** Every text of a message tree, flattened. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('the Italian messages', () => {
  it('elide with the typographic apostrophe (’), as the rest of the app', () => {
    const straight = textsOf(italian).filter((text) => /\p{L}'\p{L}/u.test(text));
    expect(straight).toEqual([]);
  });
});
