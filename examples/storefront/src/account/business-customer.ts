import { PERSON_TYPE } from '@carrello/core';
import type { UserDetail } from '@carrello/sdk';

const BUSINESS_TYPES: ReadonlySet<number> = new Set([
  PERSON_TYPE.COMPANY,
  PERSON_TYPE.SOLE_PROPRIETORSHIP,
  PERSON_TYPE.PUBLIC_BODY,
]);

/**
 * Whether the profile's billing person is a company, a sole proprietorship or a public body
 * (docs/requirements/account.md): such a customer has the "Dati aziendali" page.
 */
export function isBusinessCustomer(detail: Pick<UserDetail, 'person'> | undefined): boolean {
  return detail?.person ? BUSINESS_TYPES.has(detail.person.personTypeId) : false;
}
