export { invoiceKeys } from './invoice-keys';
export { invoiceQueries } from './invoice-queries';
export type { CitiesData, FiscalPersonsData, ProvincesData, StreetsData } from './invoice-queries';
export { invoiceMutationKeys, invoiceMutations } from './invoice-mutations';
// docs/requirements/invoice.md's street rule lives in core; re-exported for the pages that pick a street.
export { postalCodeAfterStreetPick, postalCodeForStreet } from '@carrello/core';
export { useCitySuggestions, useProvinces, useStreetSuggestions } from './use-address-lookup';
export {
  useDeleteFiscalPerson,
  useFiscalPersons,
  useInsertFiscalPerson,
  useNeedInvoice,
  useSelectFiscalPerson,
} from './use-fiscal-persons';
export type {
  DeleteFiscalPersonResult,
  DeleteFiscalPersonVariables,
  InsertFiscalPersonVariables,
} from './invoice-mutations';
export type {
  UseDeleteFiscalPersonOptions,
  UseInsertFiscalPersonOptions,
  UseNeedInvoiceOptions,
  UseSelectFiscalPersonOptions,
} from './use-fiscal-persons';
