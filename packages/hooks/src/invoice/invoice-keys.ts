import { carrelloKeys } from '../keys';

/** Query keys of fiscal persons and of the province, city and street lookups of address forms. */
export const invoiceKeys = {
  all: [...carrelloKeys.all, 'invoice'] as const,
  fiscalPersons: () => [...invoiceKeys.all, 'fiscal-persons'] as const,
  provinces: () => [...invoiceKeys.all, 'provinces'] as const,
  cities: (provinceId: number | undefined, filter: string) =>
    [...invoiceKeys.all, 'cities', provinceId, filter] as const,
  streets: (cityId: number | undefined, filter: string) =>
    [...invoiceKeys.all, 'streets', cityId, filter] as const,
};
