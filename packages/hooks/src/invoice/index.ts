export { invoiceKeys } from './invoice-keys';
export { invoiceQueries } from './invoice-queries';
export {
  postalCodeForStreet,
  useCitySuggestions,
  useProvinces,
  useStreetSuggestions,
} from './use-address-lookup';
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
  UseDeleteFiscalPersonOptions,
  UseInsertFiscalPersonOptions,
  UseNeedInvoiceOptions,
  UseSelectFiscalPersonOptions,
} from './use-fiscal-persons';
