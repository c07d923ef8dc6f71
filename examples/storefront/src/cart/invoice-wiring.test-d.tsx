// Type test (checked by `tsc`): the ui's invoice form takes the hooks' data and hands the insert
// hook its input, with no cast in between.
import { describe, expectTypeOf, it } from 'vitest';

import {
  useInsertFiscalPerson,
  useProvinces,
  type InsertFiscalPersonVariables,
} from '@carrello/hooks';
import { InvoiceForm, type InvoiceFormProps } from '@carrello/ui';

describe('InvoiceForm wired to the hooks', () => {
  it("hands onAddPerson exactly the insert hook's input", () => {
    expectTypeOf<
      Parameters<InvoiceFormProps['onAddPerson']>[0]
    >().toEqualTypeOf<InsertFiscalPersonVariables>();
  });

  it("takes the provinces hook's data as is", () => {
    expectTypeOf<ReturnType<typeof useProvinces>['data']>().toExtend<
      InvoiceFormProps['provinces']
    >();
  });

  it('compiles without casts', () => {
    function Wired() {
      const insert = useInsertFiscalPerson();
      return (
        <InvoiceForm
          phoneConfirmed
          onAddPerson={(value) => insert.mutateAsync(value)}
          provinces={useProvinces().data}
        />
      );
    }
    expectTypeOf(Wired).returns.not.toBeAny();
  });
});
