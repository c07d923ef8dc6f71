import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import type { FiscalPersonForm } from '@carrello/core';
import { COUNTRY_ITALY } from '@carrello/core';
import type { Cart, DataOf, EbsnClient, JsonBodyOf, Person } from '@carrello/sdk';

import {
  CART_MUTATION_SCOPE,
  settleFailedCartChange,
  writeLatestCart,
} from '../cart/cart-mutations';
import { cartKeys } from '../cart/cart-keys';
import type { CarrelloError } from '../errors';
import { invoiceKeys } from './invoice-keys';
import { withDefaultSdiCode } from './with-default-sdi-code';

/**
 * What `invoiceMutations.insertFiscalPerson` and `useInsertFiscalPerson` take: the validated
 * new fiscal person form of `@carrello/core` (`{ person, billingAddress }`), exactly what the
 * ui's `InvoiceForm` and `FiscalPersonForm` hand to `onAddPerson` and `onSubmit`.
 */
export type InsertFiscalPersonVariables = FiscalPersonForm;

/** What `invoiceMutations.deleteFiscalPerson` and `useDeleteFiscalPerson` send. */
export interface DeleteFiscalPersonVariables {
  /** The fiscal person to delete. */
  personFiscalId: number;
}

/** What `useDeleteFiscalPerson` answers: the remaining fiscal persons. */
export type DeleteFiscalPersonResult = DataOf<'/ebsn/api/person-fiscal/delete', 'post'>;

/**
 * Mutation keys of fiscal persons and of the cart's invoice choices, e.g.
 * `useIsMutating({ mutationKey: invoiceMutationKeys.all })`.
 */
export const invoiceMutationKeys = {
  all: [...invoiceKeys.all] as const,
  insertFiscalPerson: () => [...invoiceMutationKeys.all, 'insert-fiscal-person'] as const,
  deleteFiscalPerson: () => [...invoiceMutationKeys.all, 'delete-fiscal-person'] as const,
  selectFiscalPerson: () => [...invoiceMutationKeys.all, 'select-fiscal-person'] as const,
  needInvoice: () => [...invoiceMutationKeys.all, 'need-invoice'] as const,
};

/** The fields of `record` that hold a value: the form keeps blank ones as null or `''`. */
function withoutBlanks<T extends object>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== ''),
  ) as T;
}

type InsertBody = JsonBodyOf<'/ebsn/api/person-fiscal/insert', 'post'>;

/** The insert body of a validated form: the person with its billing address (docs/requirements/invoice.md). */
function toInsertBody({ person, billingAddress }: InsertFiscalPersonVariables): InsertBody {
  const body = {
    // The API takes a missing PEC, SDI code or label, not a null or empty one.
    ...withoutBlanks(person),
    billingAddress: {
      ...withoutBlanks(billingAddress),
      // Billing addresses are Italian (docs/requirements/invoice.md); the form may carry only the ISO code.
      country: { ...COUNTRY_ITALY, ...billingAddress.country },
    },
  } as InsertBody;
  // docs/requirements/invoice.md: the e-invoice code is set to 0000000 when none is given.
  return withDefaultSdiCode(body);
}

/**
 * Mutation option factories of fiscal persons and of the cart's invoice choices (docs/requirements/invoice.md).
 * Those that change the cart share the cart's mutation scope (`CART_MUTATION_SCOPE`), so they
 * run in order with the other cart changes.
 * @example
 * const insert = useMutation(invoiceMutations.insertFiscalPerson(client, queryClient));
 */
export const invoiceMutations = {
  /**
   * Adds a fiscal person and makes it the cart's: an empty e-invoice code is sent as `0000000`;
   * when the server answers the person, the list reloads and the person is saved on the cart
   * as `PERSON_FISCAL_ID`. When the server answers no person, the data is `null` and nothing
   * else happens (docs/requirements/errors.md).
   */
  insertFiscalPerson: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Person | null, CarrelloError, InsertFiscalPersonVariables>({
      mutationKey: invoiceMutationKeys.insertFiscalPerson(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: async (variables) => {
        // docs/requirements/errors.md: "status not 0 or no data: nothing happens". The SDK throws on
        // a status other than 0; a status 0 with no data is outside its types, so it is named here.
        const person = (await client.fiscalPersons.create(
          toInsertBody(variables),
        )) as Person | null;
        if (!person) return null;
        // docs/requirements/invoice.md: the new person is selected and saved on the cart.
        const cart = await client.cart.setCartInfo({
          property: 'PERSON_FISCAL_ID',
          value: String(person.personFiscalId),
        });
        writeLatestCart(queryClient, cart);
        return person;
      },
      onSuccess: (person) => {
        // docs/requirements/invoice.md: the list reloads with the new person.
        if (person) void queryClient.invalidateQueries({ queryKey: invoiceKeys.fiscalPersons() });
      },
    }),

  /**
   * Deletes a fiscal person: the list takes the server's remaining persons and, when it was the
   * cart's selected one, `PERSON_FISCAL_ID` is cleared on the cart (docs/requirements/invoice.md).
   */
  deleteFiscalPerson: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DeleteFiscalPersonResult, CarrelloError, DeleteFiscalPersonVariables>({
      mutationKey: invoiceMutationKeys.deleteFiscalPerson(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: async ({ personFiscalId }) => {
        const data = await client.fiscalPersons.delete({ person_fiscal_id: personFiscalId });
        queryClient.setQueryData(invoiceKeys.fiscalPersons(), data);
        const selected = queryClient.getQueryData<Cart>(cartKeys.detail())?.cartInfos
          .PERSON_FISCAL_ID;
        if (selected === String(personFiscalId)) {
          // docs/requirements/invoice.md: deleting the selected person clears PERSON_FISCAL_ID and the selection.
          const cart = await client.cart.setCartInfo({ property: 'PERSON_FISCAL_ID', value: '' });
          writeLatestCart(queryClient, cart);
        }
        return data;
      },
    }),

  /** Saves the fiscal person of the invoice on the cart (`PERSON_FISCAL_ID`), or clears it with `null`. */
  selectFiscalPerson: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, number | null>({
      mutationKey: invoiceMutationKeys.selectFiscalPerson(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: (personFiscalId) =>
        client.cart.setCartInfo({
          property: 'PERSON_FISCAL_ID',
          value: personFiscalId === null ? '' : String(personFiscalId),
        }),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),

  /**
   * Switches the cart's `need_invoice` flag and clears the selected fiscal person (docs/requirements/invoice.md:
   * "Toggling clears the selected fiscal person").
   */
  needInvoice: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, boolean>({
      mutationKey: invoiceMutationKeys.needInvoice(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: async (needInvoice) => {
        const cart = await client.cart.setCartInfo({
          property: 'need_invoice',
          value: needInvoice ? 'true' : 'false',
        });
        if (!cart.cartInfos.PERSON_FISCAL_ID) return cart;
        // docs/requirements/invoice.md: toggling clears the selected fiscal person.
        return client.cart.setCartInfo({ property: 'PERSON_FISCAL_ID', value: '' });
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),
};
