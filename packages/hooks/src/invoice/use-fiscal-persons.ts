import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { queryHook } from '../query-hook';
import { invoiceMutations } from './invoice-mutations';
import { invoiceQueries } from './invoice-queries';

/**
 * The user's fiscal persons (`data.personFiscals`), to pick the one an invoice is made out to.
 * @example
 * const { data } = useFiscalPersons();
 * data?.personFiscals.map((person) => person.company ?? `${person.firstName} ${person.lastName}`);
 */
export const useFiscalPersons = queryHook(invoiceQueries.fiscalPersons);

/** Options of {@link useInsertFiscalPerson}: those of `useMutation` but the mutation function. */
export type UseInsertFiscalPersonOptions = MutationHookOptions<
  typeof invoiceMutations.insertFiscalPerson
>;

/**
 * Adds a fiscal person from the validated new person form and makes it the cart's (docs/requirements/invoice.md):
 * an empty e-invoice code is sent as `0000000`; when the server answers the person, the list
 * reloads, the person is saved on the cart as `PERSON_FISCAL_ID` (the answered cart goes to the
 * cart cache) and `onSuccess` gets the person. When the server answers no person, `data` is
 * `null` and nothing else happens; a refusal only sets `error` (docs/requirements/errors.md: no toast). Its
 * variables are what the ui's `InvoiceForm` hands to `onAddPerson`.
 * @example
 * const insert = useInsertFiscalPerson();
 * <InvoiceForm onAddPerson={(value) => insert.mutateAsync(value)} phoneConfirmed />
 */
export const useInsertFiscalPerson = mutationHook(invoiceMutations.insertFiscalPerson);

/** Options of {@link useDeleteFiscalPerson}: those of `useMutation` but the mutation function. */
export type UseDeleteFiscalPersonOptions = MutationHookOptions<
  typeof invoiceMutations.deleteFiscalPerson
>;

/**
 * Deletes a fiscal person (docs/requirements/invoice.md): the list takes the server's remaining persons and, when it
 * was the cart's selected one, `PERSON_FISCAL_ID` is cleared on the cart (read from the cart
 * cache) and the answered cart goes to the cart cache.
 * @example
 * const remove = useDeleteFiscalPerson();
 * remove.mutate({ personFiscalId: person.personFiscalId });
 */
export const useDeleteFiscalPerson = mutationHook(invoiceMutations.deleteFiscalPerson);

/** Options of {@link useSelectFiscalPerson}: those of `useMutation` but the mutation function. */
export type UseSelectFiscalPersonOptions = MutationHookOptions<
  typeof invoiceMutations.selectFiscalPerson
>;

/**
 * Saves the fiscal person the invoice is made out to on the cart (`PERSON_FISCAL_ID`), or clears
 * it with `null`; the answered cart goes to the cart cache. The selection is the cart's
 * `cartInfos.PERSON_FISCAL_ID`.
 * @example
 * const select = useSelectFiscalPerson();
 * select.mutate(person.personFiscalId);
 */
export const useSelectFiscalPerson = mutationHook(invoiceMutations.selectFiscalPerson);

/** Options of {@link useNeedInvoice}: those of `useMutation` but the mutation function. */
export type UseNeedInvoiceOptions = MutationHookOptions<typeof invoiceMutations.needInvoice>;

/**
 * Switches the cart's `need_invoice` flag on or off and clears the selected fiscal person
 * (docs/requirements/invoice.md: "Toggling clears the selected fiscal person"); the last answered cart goes to the
 * cart cache.
 * @example
 * const needInvoice = useNeedInvoice();
 * <input type="checkbox" checked={cart.cartInfos.need_invoice === 'true'}
 *   onChange={(event) => needInvoice.mutate(event.target.checked)} />
 */
export const useNeedInvoice = mutationHook(invoiceMutations.needInvoice);
