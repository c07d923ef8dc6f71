import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { ADDRESS_LOOKUP_DEBOUNCE_MS, STREET_LOOKUP } from '@carrello/core';
import type { GeoCity, GeoProvince, GeoStreet } from '@carrello/sdk';

import type { CarrelloError } from '../errors';

import { useCarrelloClient } from '../provider';
import { invoiceQueries } from './invoice-queries';
import { useDebouncedValue } from '../use-debounced-value';

/** The list of a lookup's answer (`{ results }`), as the ui's address fields take it. */
function selectResults<T>(data: { results: T[] }): T[] {
  return data.results;
}

/**
 * The provinces of Italy for address forms (docs/requirements/api-calls.md: country 1, not only home delivery), as a
 * list: `data` goes as is to the `provinces` prop of the ui's `InvoiceForm`.
 * @example
 * const { data } = useProvinces();
 * data?.map((province) => <option key={province.Id}>{province.Nome}</option>);
 */
export function useProvinces(): UseQueryResult<GeoProvince[], CarrelloError> {
  const client = useCarrelloClient();
  return useQuery({ ...invoiceQueries.provinces(client), select: selectResults<GeoProvince> });
}

/**
 * City suggestions of a province, asked for 400 ms after typing stops and from 1 character
 * (docs/requirements/validation.md: `ADDRESS_LOOKUP_DEBOUNCE_MS`, `CITY_LOOKUP_MIN_CHARS`), as a list for the `cities`
 * prop of the ui's address fields.
 * @example
 * const [text, setText] = useState('');
 * const { data } = useCitySuggestions(province?.Id, text);
 * data?.map((city) => city.Nome);
 */
export function useCitySuggestions(
  provinceId: number | undefined,
  text: string,
): UseQueryResult<GeoCity[], CarrelloError> {
  const client = useCarrelloClient();
  const filter = useDebouncedValue(text, ADDRESS_LOOKUP_DEBOUNCE_MS, undefined) ?? '';
  return useQuery({
    ...invoiceQueries.cities(client, provinceId, filter),
    select: selectResults<GeoCity>,
  });
}

/**
 * Street suggestions of a city, asked for 400 ms after typing stops and only with more than 3
 * characters (docs/requirements/validation.md: `STREET_LOOKUP`); each street lists its postal codes (`elencoCAP`). A list
 * for the `streets` prop of the ui's address fields.
 * @example
 * const { data } = useStreetSuggestions(city?.Id, text);
 * const onPick = (street: GeoStreet) => {
 *   setValue('postalcode', postalCodeAfterStreetPick(street, getValues('postalcode')));
 * };
 */
export function useStreetSuggestions(
  cityId: number | undefined,
  text: string,
): UseQueryResult<GeoStreet[], CarrelloError> {
  const client = useCarrelloClient();
  const filter = useDebouncedValue(text, STREET_LOOKUP.debounceMs, undefined) ?? '';
  return useQuery({
    ...invoiceQueries.streets(client, cityId, filter),
    select: selectResults<GeoStreet>,
  });
}
