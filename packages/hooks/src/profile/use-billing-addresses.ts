import { useQuery } from '@tanstack/react-query';

import type { BillingAddress, DataOf, Person } from '@carrello/sdk';

import { invoiceQueries } from '../invoice/invoice-queries';
import { mutationHook } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { billingAddressMutations } from './profile-mutations';

/** A fiscal person that has a billing address, as the profile's billing-addresses page lists it. */
export type PersonWithBillingAddress = Person & { billingAddress: BillingAddress };

function selectBillingAddresses(
  data: DataOf<'/ebsn/api/person-fiscal/list', 'get'>,
): PersonWithBillingAddress[] {
  return data.personFiscals.filter(
    (person): person is PersonWithBillingAddress => person.billingAddress !== undefined,
  );
}

/**
 * The profile's billing addresses: the fiscal persons that have one, read from the same cache
 * as `useFiscalPersons` (one request serves both). Delete them with `useDeleteFiscalPerson`,
 * which also clears them from the cart when selected.
 * @example
 * const { data } = useBillingAddresses();
 * data?.map((person) => `${person.company ?? person.lastName}: ${person.billingAddress.city}`);
 */
export function useBillingAddresses() {
  const client = useCarrelloClient();
  return useQuery({ ...invoiceQueries.fiscalPersons(client), select: selectBillingAddresses });
}

/**
 * Adds a fiscal person with its billing address from the profile; the list reloads. Unlike
 * `useInsertFiscalPerson` of the invoice form, the cart is left alone.
 * @example
 * const create = useCreateBillingAddress({ onSuccess: () => form.reset() });
 * create.mutate({ personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email: 'amministrazione@rossi.it', billingAddress });
 */
export const useCreateBillingAddress = mutationHook(billingAddressMutations.create);

/**
 * Changes a fiscal person and its billing address; the list reloads.
 * @example
 * const update = useUpdateBillingAddress();
 * update.mutate({ ...person, vatSdiCode: 'ABC1234' });
 */
export const useUpdateBillingAddress = mutationHook(billingAddressMutations.update);
