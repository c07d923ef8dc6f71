export { InvoiceForm } from './invoice-form';
export type { InvoiceFormProps } from './invoice-form';
export { FiscalPersonForm } from './fiscal-person-form';
export type {
  AddressLookupProps,
  FiscalPersonFormProps,
  FiscalPersonFormValues,
} from './fiscal-person-form';
export { AddressCombobox } from './address-combobox';
export type {
  AddressComboboxBaseProps,
  AddressComboboxItemProps,
  AddressComboboxProps,
} from './address-combobox';
export { PhoneForm } from './phone-form';
export type { PhoneFormProps, PhoneFormValues } from './phone-form';
export { SalesConditions } from './sales-conditions';
export type { SalesConditionsProps } from './sales-conditions';
export { PERSON_TYPE_OPTIONS, fiscalPersonName, useInvoiceCompletion } from './use-invoice-form';
export type { SalesConditionsValue, UseInvoiceCompletionOptions } from './use-invoice-form';
