import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

import type { Cart, DataOf, JsonBodyOf, Person } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import type { CarrelloError } from '../errors';
import { useCarrelloClient } from '../provider';
import { invoiceKeys } from './invoice-keys';
import { invoiceQueries } from './invoice-queries';
import { withDefaultSdiCode } from './with-default-sdi-code';

/**
 * The user's fiscal persons (`data.personFiscals`), to pick the one an invoice is made out to.
 * @example
 * const { data } = useFiscalPersons();
 * data?.personFiscals.map((person) => person.company ?? `${person.firstName} ${person.lastName}`);
 */
export function useFiscalPersons() {
  const client = useCarrelloClient();
  return useQuery(invoiceQueries.fiscalPersons(client));
}

/** What `useInsertFiscalPerson` sends; an empty `vatSdiCode` becomes `0000000` (spec 4.2). */
export type InsertFiscalPersonVariables = JsonBodyOf<'/ebsn/api/person-fiscal/insert', 'post'>;

/** Options of {@link useInsertFiscalPerson}: those of `useMutation` but the mutation function. */
export type UseInsertFiscalPersonOptions = Omit<
  UseMutationOptions<Person | null, CarrelloError, InsertFiscalPersonVariables>,
  'mutationFn'
>;

/**
 * Adds a fiscal person and makes it the cart's (spec 4.2): an empty e-invoice code is sent as
 * `0000000`; when the server answers the person, the list reloads, the person is saved on the
 * cart as `PERSON_FISCAL_ID` (the answered cart goes to the cart cache) and `onSuccess` gets
 * the person, e.g. to reset the form. When the server answers no person, `data` is `null`
 * and nothing else happens; a refusal only sets `error` (spec 8: no toast).
 * @example
 * const insert = useInsertFiscalPerson({ onSuccess: (person) => person && form.reset() });
 * insert.mutate({ personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email: 'amministrazione@rossi.it' });
 */
export function useInsertFiscalPerson(options: UseInsertFiscalPersonOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (variables: InsertFiscalPersonVariables): Promise<Person | null> => {
      // spec 8: "status not 0 or no data: nothing happens"; status != 0 throws in the SDK.
      const person: Person | null = await client.fiscalPersons.create(
        // spec 4.2: the e-invoice code is set to 0000000 when none is given.
        withDefaultSdiCode(variables),
      );
      return person ?? null;
    },
    onSuccess: async (person, ...rest) => {
      if (person) {
        // spec 4.2: the list reloads, the new person is selected and saved on the cart.
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.fiscalPersons() });
        const cart = await client.cart.setCartInfo({
          property: 'PERSON_FISCAL_ID',
          value: String(person.personFiscalId),
        });
        queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      }
      return options.onSuccess?.(person, ...rest);
    },
  });
}

/** What `useDeleteFiscalPerson` sends. */
export interface DeleteFiscalPersonVariables {
  /** The fiscal person to delete. */
  personFiscalId: number;
}

/** What `useDeleteFiscalPerson` answers: the remaining fiscal persons. */
export type DeleteFiscalPersonResult = DataOf<'/ebsn/api/person-fiscal/delete', 'post'>;

/** Options of {@link useDeleteFiscalPerson}: those of `useMutation` but the mutation function. */
export type UseDeleteFiscalPersonOptions = Omit<
  UseMutationOptions<DeleteFiscalPersonResult, CarrelloError, DeleteFiscalPersonVariables>,
  'mutationFn'
>;

/**
 * Deletes a fiscal person (spec 4.2): the list takes the server's remaining persons and, when it
 * was the cart's selected one, `PERSON_FISCAL_ID` is cleared on the cart (read from the cart
 * cache) and the answered cart goes to the cart cache.
 * @example
 * const remove = useDeleteFiscalPerson();
 * remove.mutate({ personFiscalId: person.personFiscalId });
 */
export function useDeleteFiscalPerson(options: UseDeleteFiscalPersonOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ personFiscalId }: DeleteFiscalPersonVariables) =>
      client.fiscalPersons.delete({ person_fiscal_id: personFiscalId }),
    onSuccess: async (data, variables, ...rest) => {
      queryClient.setQueryData(invoiceKeys.fiscalPersons(), data);
      const selected = queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos
        .PERSON_FISCAL_ID;
      if (selected === String(variables.personFiscalId)) {
        // spec 4.2: deleting the selected person clears PERSON_FISCAL_ID and the selection.
        const cart = await client.cart.setCartInfo({ property: 'PERSON_FISCAL_ID', value: '' });
        queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      }
      return options.onSuccess?.(data, variables, ...rest);
    },
  });
}

/** Options of {@link useSelectFiscalPerson}: those of `useMutation` but the mutation function. */
export type UseSelectFiscalPersonOptions = Omit<
  UseMutationOptions<Cart, CarrelloError, number | null>,
  'mutationFn'
>;

/**
 * Saves the fiscal person the invoice is made out to on the cart (`PERSON_FISCAL_ID`), or clears
 * it with `null`; the answered cart goes to the cart cache. The selection is the cart's
 * `cartInfos.PERSON_FISCAL_ID`.
 * @example
 * const select = useSelectFiscalPerson();
 * select.mutate(person.personFiscalId);
 */
export function useSelectFiscalPerson(options: UseSelectFiscalPersonOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (personFiscalId: number | null) =>
      client.cart.setCartInfo({
        property: 'PERSON_FISCAL_ID',
        value: personFiscalId === null ? '' : String(personFiscalId),
      }),
    onSuccess: (cart, ...rest) => {
      queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      return options.onSuccess?.(cart, ...rest);
    },
  });
}

/** Options of {@link useNeedInvoice}: those of `useMutation` but the mutation function. */
export type UseNeedInvoiceOptions = Omit<
  UseMutationOptions<Cart, CarrelloError, boolean>,
  'mutationFn'
>;

/**
 * Switches the cart's `need_invoice` flag on or off and clears the selected fiscal person
 * (spec 4.2: "Toggling clears the selected fiscal person"); the last answered cart goes to the
 * cart cache.
 * @example
 * const needInvoice = useNeedInvoice();
 * <input type="checkbox" checked={cart.cartInfos.need_invoice === 'true'}
 *   onChange={(event) => needInvoice.mutate(event.target.checked)} />
 */
export function useNeedInvoice(options: UseNeedInvoiceOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (needInvoice: boolean) => {
      const cart = await client.cart.setCartInfo({
        property: 'need_invoice',
        value: needInvoice ? 'true' : 'false',
      });
      if (!cart.cartInfos.PERSON_FISCAL_ID) return cart;
      // spec 4.2: toggling clears the selected fiscal person.
      return client.cart.setCartInfo({ property: 'PERSON_FISCAL_ID', value: '' });
    },
    onSuccess: (cart, ...rest) => {
      queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      return options.onSuccess?.(cart, ...rest);
    },
  });
}
