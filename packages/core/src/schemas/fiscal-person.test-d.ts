import { describe, expectTypeOf, it } from 'vitest';
import type { FiscalPerson } from './fiscal-person';

describe('FiscalPerson', () => {
  it('narrows on personTypeId', () => {
    const person = {} as FiscalPerson;
    if (person.personTypeId === 1) {
      expectTypeOf(person.firstName).toEqualTypeOf<string>();
      expectTypeOf(person.vatFiscalCode).toEqualTypeOf<string>();
    }
    if (person.personTypeId === 3) {
      expectTypeOf(person.vatCode).toEqualTypeOf<string>();
    }
    if (person.personTypeId === 2 || person.personTypeId === 4) {
      expectTypeOf(person.vatCode).toEqualTypeOf<string | null | undefined>();
      expectTypeOf(person.company).toEqualTypeOf<string>();
    }
  });
});
