import { useQuery } from '@tanstack/react-query';

import { ADDRESS_LOOKUP_DEBOUNCE_MS, STREET_LOOKUP } from '@carrello/core';

import { useCarrelloClient } from '../provider';
import { invoiceQueries } from './invoice-queries';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The provinces of Italy for address forms (spec 7.6: country 1, not only home delivery).
 * @example
 * const { data } = useProvinces();
 * data?.results.map((province) => <option key={province.Id}>{province.Nome}</option>);
 */
export function useProvinces() {
  const client = useCarrelloClient();
  return useQuery(invoiceQueries.provinces(client));
}

/**
 * City suggestions of a province, asked for 400 ms after typing stops and from 1 character
 * (spec 5: `ADDRESS_LOOKUP_DEBOUNCE_MS`, `CITY_LOOKUP_MIN_CHARS`).
 * @example
 * const [text, setText] = useState('');
 * const { data } = useCitySuggestions(province?.Id, text);
 * data?.results.map((city) => city.Nome);
 */
export function useCitySuggestions(provinceId: number | undefined, text: string) {
  const client = useCarrelloClient();
  const filter = useDebouncedValue(text, ADDRESS_LOOKUP_DEBOUNCE_MS) ?? '';
  return useQuery(invoiceQueries.cities(client, provinceId, filter));
}

/**
 * Street suggestions of a city, asked for 400 ms after typing stops and only with more than 3
 * characters (spec 5: `STREET_LOOKUP`); each street lists its postal codes (`elencoCAP`).
 * @example
 * const { data } = useStreetSuggestions(city?.Id, text);
 * const onPick = (street: GeoStreet) => {
 *   const cap = postalCodeForStreet(street);
 *   if (cap) setValue('postalcode', cap);
 * };
 */
export function useStreetSuggestions(cityId: number | undefined, text: string) {
  const client = useCarrelloClient();
  const filter = useDebouncedValue(text, STREET_LOOKUP.debounceMs) ?? '';
  return useQuery(invoiceQueries.streets(client, cityId, filter));
}
