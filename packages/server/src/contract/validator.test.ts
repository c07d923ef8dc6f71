import { describe, expect, it } from 'vitest';

import { contractPath } from '../paths';
import { loadContract } from './load-contract';
import { ContractValidator, toItalianMessages, unsafeValueError } from './validator';

const contract = loadContract(contractPath);
const validator = new ContractValidator(contract);

function validatorsOf(operationId: string) {
  const operation = contract.byId.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return validator.requestValidators(operation);
}

/** The Italian messages of one request part, `[]` when it is valid. */
function refusal(validate: ((data: unknown) => boolean) | undefined, data: unknown) {
  if (!validate) throw new Error('no validator for this part');
  if (validate(data)) return [];
  return toItalianMessages((validate as unknown as { errors: never }).errors);
}

describe('integers of the contract', () => {
  it('every integer of the contract says how wide it is (int32, or int64 for bigint columns)', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}/${i}`));
      else if (typeof node === 'object' && node !== null) {
        const schema = node as Record<string, unknown>;
        const types = ([] as unknown[]).concat(schema.type);
        if (types.includes('integer') && !['int32', 'int64'].includes(String(schema.format)))
          unbounded.push(path);
        for (const [key, value] of Object.entries(schema)) walk(value, `${path}/${key}`);
      }
    };
    walk(contract.document, '');
    expect(unbounded).toEqual([]);
  });

  it.each(['2147483648', '1e30', '1e308', 'Infinity', '9'.repeat(40)])(
    'refuses the id %s in a path, naming the field in Italian',
    (value) => {
      expect(refusal(validatorsOf('products.get').params, { productId: value })).toEqual([
        {
          error: 'Il numero di «productId» è fuori dall’intervallo ammesso',
          code: 'VALIDATION',
          field: 'productId',
        },
      ]);
    },
  );

  it('refuses an id below int32 (and below the minimum), naming the field', () => {
    expect(refusal(validatorsOf('products.get').params, { productId: '-2147483649' })).toEqual([
      { error: 'Valore non valido per «productId»', code: 'VALIDATION', field: 'productId' },
    ]);
  });

  it('refuses a phone written with spaces in the phone form’s words, not the raw pattern', () => {
    const validators = validatorsOf('registration.register');
    const body = {
      email: 'anna.neri@example.it',
      password: 'Basilico2026!',
      firstName: 'Anna',
      lastName: 'Neri',
      phone: '347 1234567',
      prefix: '+39',
      privacy: true,
    };
    expect(refusal(validators.body, body)).toEqual([
      { error: 'Numero di cellulare non valido', code: 'VALIDATION', field: 'phone' },
    ]);
    expect(refusal(validators.body, { ...body, phone: '3471234567', prefix: '39 ' })).toEqual([
      { error: 'Prefisso telefonico non valido', code: 'VALIDATION', field: 'prefix' },
    ]);
  });

  it('explains a password that is too short in Italian, naming the rule', () => {
    const validators = validatorsOf('registration.resetPassword');
    const form = { e_mail: 'mario.rossi@example.it', token: 'a8f3e1c07b2d4c6e', password: 'corta' };
    expect(refusal(validators.formBody, form)).toEqual([
      {
        error: 'La password deve avere almeno 8 caratteri',
        code: 'VALIDATION',
        field: 'password',
      },
    ]);
  });

  it('accepts the largest id the database holds', () => {
    expect(refusal(validatorsOf('products.get').params, { productId: '2147483647' })).toEqual([]);
  });

  it('refuses an overflowing id in a JSON body and in a form body alike', () => {
    const validators = validatorsOf('cart.addProduct');
    const body = { items: [{ productId: 2 ** 31, quantity: 1 }] };
    expect(refusal(validators.body, body)).toMatchObject([{ field: 'productId' }]);
    const form = { items: [{ productId: '2147483648', quantity: '1' }] };
    expect(refusal(validators.formBody, form)).toMatchObject([{ field: 'productId' }]);
  });

  it('refuses Infinity (a JSON 1e400) where a number is expected', () => {
    const validators = validatorsOf('cart.addProduct');
    const body = { items: [{ productId: 1, quantity: 1, weight: Infinity }] };
    expect(refusal(validators.body, body)).toMatchObject([{ field: 'weight', code: 'VALIDATION' }]);
  });
});

describe('texts the database cannot store', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00y'],
  ])('refuses %s in a query string field, naming it', (_, text) => {
    expect(refusal(validatorsOf('geo.cities').query, { province_id: '1', filter: text })).toEqual([
      {
        error: 'Il campo «filter» contiene caratteri non ammessi',
        code: 'VALIDATION',
        field: 'filter',
      },
    ]);
  });

  it('refuses a NUL in a JSON body field nested in a list', () => {
    const body = { items: [{ productId: 1, quantity: 1, notes: 'ok' }], note: 'a\u0000' };
    expect(unsafeValueError(body)).toMatchObject({ keyword: 'unsafeText', instancePath: '/note' });
  });

  it('keeps whole surrogate pairs (emoji) and ordinary accents', () => {
    expect(unsafeValueError({ name: 'Spesa 😀 àèìòù', list: ['ñ', 'e\u0301'] })).toBeUndefined();
  });

  it('refuses a key with a NUL, naming it without the NUL', () => {
    expect(unsafeValueError({ ['a\u0000b']: 1 })).toMatchObject({
      keyword: 'unsafeText',
      instancePath: '/a\ufffdb',
    });
  });

  it('walks deeply nested bodies without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(unsafeValueError({ deep })).toMatchObject({ keyword: 'unsafeText' });
  });
});
