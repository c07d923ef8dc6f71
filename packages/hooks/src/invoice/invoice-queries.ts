import { queryOptions, skipToken } from '@tanstack/react-query';

import { CITY_LOOKUP_MIN_CHARS, COUNTRY_ITALY, STREET_LOOKUP } from '@carrello/core';
import type { DataOf, EbsnClient } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { invoiceKeys } from './invoice-keys';

/** The user's fiscal persons, as `fiscalPersons.list` answers them: `{ personFiscals }`. */
export type FiscalPersonsData = DataOf<'/ebsn/api/person-fiscal/list', 'get'>;

/** The provinces, as `geo.provinces` answers them: `{ results }`. */
export type ProvincesData = DataOf<'/ebsn/api/geo/province-list', 'get'>;

/** The cities of a province, as `geo.cities` answers them: `{ results }`. */
export type CitiesData = DataOf<'/ebsn/api/geo/city-list', 'get'>;

/** The streets of a city with their postal codes, as `geo.streets` answers them: `{ results }`. */
export type StreetsData = DataOf<'/ebsn/api/geo/address-list', 'get'>;

/**
 * Query option factories of fiscal persons and address lookups; route loaders pass them to
 * `queryClient.ensureQueryData`.
 */
export const invoiceQueries = {
  /** The user's fiscal persons (`personFiscals`), each with its billing address. */
  fiscalPersons: (client: EbsnClient) =>
    queryOptions<FiscalPersonsData, CarrelloError>({
      queryKey: invoiceKeys.fiscalPersons(),
      queryFn: ({ signal }) => client.fiscalPersons.list({ signal }),
    }),

  /** The provinces of Italy, with and without home delivery (docs/requirements/api-calls.md: "arguments 1, false"). */
  provinces: (client: EbsnClient) =>
    queryOptions<ProvincesData, CarrelloError>({
      queryKey: invoiceKeys.provinces(),
      queryFn: ({ signal }) =>
        client.geo.provinces(
          { country_id: COUNTRY_ITALY.countryId, home_delivery_only: false },
          { signal },
        ),
      // Provinces do not change while the app runs.
      staleTime: Infinity,
    }),

  /**
   * The cities of a province matching `filter`; disabled without a province or below
   * {@link CITY_LOOKUP_MIN_CHARS} characters (docs/requirements/validation.md).
   */
  cities: (client: EbsnClient, provinceId: number | undefined, filter: string) => {
    const text = filter.trim();
    return queryOptions<CitiesData, CarrelloError>({
      queryKey: invoiceKeys.cities(provinceId, text),
      queryFn:
        provinceId === undefined || text.length < CITY_LOOKUP_MIN_CHARS
          ? skipToken
          : ({ signal }) =>
              client.geo.cities({ province_id: provinceId, filter: text }, { signal }),
    });
  },

  /**
   * The streets of a city matching `filter`, with their postal codes; disabled without a city
   * or with 3 characters or fewer (docs/requirements/validation.md: "more than 3 characters").
   */
  streets: (client: EbsnClient, cityId: number | undefined, filter: string) => {
    const text = filter.trim();
    return queryOptions<StreetsData, CarrelloError>({
      queryKey: invoiceKeys.streets(cityId, text),
      queryFn:
        cityId === undefined || text.length < STREET_LOOKUP.minChars
          ? skipToken
          : ({ signal }) => client.geo.streets({ city_id: cityId, filter: text }, { signal }),
    });
  },
};
