// Internal: shared by the invoice form's and the profile's fiscal person inserts.
import { DEFAULT_SDI_CODE } from '@carrello/core';

/** The person to insert with `0000000` as e-invoice code when none was typed (docs/requirements/invoice.md). */
export function withDefaultSdiCode<T extends { vatSdiCode?: string | undefined }>(person: T): T {
  return person.vatSdiCode?.trim() ? person : { ...person, vatSdiCode: DEFAULT_SDI_CODE };
}
