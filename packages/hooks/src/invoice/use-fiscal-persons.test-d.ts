import { describe, expectTypeOf, it } from 'vitest';

import type { FiscalPersonForm } from '@carrello/core';
import type { GeoCity, GeoProvince, GeoStreet, Person } from '@carrello/sdk';

import { useCitySuggestions, useProvinces, useStreetSuggestions } from './use-address-lookup';
import { useInsertFiscalPerson } from './use-fiscal-persons';

describe('useInsertFiscalPerson', () => {
  it('takes the validated new fiscal person form of core, as the ui hands it over', () => {
    const insert = useInsertFiscalPerson();
    expectTypeOf(insert.mutateAsync).parameter(0).toEqualTypeOf<FiscalPersonForm>();
    expectTypeOf(insert.mutateAsync).returns.resolves.toEqualTypeOf<Person | null>();
  });
});

describe('address lookups', () => {
  it('give the lists the ui address fields take', () => {
    expectTypeOf(useProvinces().data).toEqualTypeOf<GeoProvince[] | undefined>();
    expectTypeOf(useCitySuggestions(15, 'Mil').data).toEqualTypeOf<GeoCity[] | undefined>();
    expectTypeOf(useStreetSuggestions(15146, 'Via R').data).toEqualTypeOf<
      GeoStreet[] | undefined
    >();
  });
});
