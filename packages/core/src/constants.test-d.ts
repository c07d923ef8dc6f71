import { describe, expectTypeOf, it } from 'vitest';
import { PAYMENT_TYPE, PRODUCT_NATURE, type PersonTypeId, type ProductNatureId } from './constants';

describe('constants', () => {
  it('keep literal types', () => {
    expectTypeOf(PAYMENT_TYPE.FAST_PAYMENT).toEqualTypeOf<12>();
    expectTypeOf(PRODUCT_NATURE.SUBSCRIPTION).toEqualTypeOf<'10'>();
    expectTypeOf<PersonTypeId>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<ProductNatureId>().toEqualTypeOf<'rewards' | '8' | '10'>();
  });
});
