import { useEffect, useMemo, useRef } from 'react';
import {
  createFiscalPersonSchema,
  createInvoiceFormSchema,
  createSalesConditionsFieldSchema,
  PERSON_TYPE,
  type PersonTypeId,
} from '@carrello/core';
import type { Person } from '@carrello/sdk';

/** The value of the sales conditions checkbox: the text `'true'` or `'false'` (docs/requirements/validation.md). */
export type SalesConditionsValue = 'true' | 'false';

/** Options of {@link useInvoiceCompletion}. */
export interface UseInvoiceCompletionOptions {
  /** Whether the customer asks for an invoice (the cart's need_invoice flag). */
  needInvoice: boolean;
  /** The selected saved fiscal person, if any. */
  selectedPerson: Person | null | undefined;
  /** The sales conditions checkbox value. */
  salesConditions: SalesConditionsValue;
  /** Whether the phone is valid and confirmed (docs/requirements/invoice.md). */
  phoneConfirmed: boolean;
  /** Called with the completion each time the form is validated (docs/requirements/invoice.md). */
  onCompleteChange?: (complete: boolean) => void;
}

const invoiceSchema = createInvoiceFormSchema();
const personSchema = createFiscalPersonSchema();
const salesConditionsSchema = createSalesConditionsFieldSchema();

/**
 * Whether the checkout's invoice and phone form is complete (docs/requirements/invoice.md): the phone is confirmed,
 * the fiscal person is valid and selected when an invoice is required, and the sales conditions
 * are accepted. Validates with the schemas of `@carrello/core` and reports the result through
 * `onCompleteChange` each time it validates, that is each time one of the inputs changes.
 * @example
 * const { complete } = useInvoiceCompletion({ needInvoice, selectedPerson, salesConditions, phoneConfirmed, onCompleteChange });
 */
export function useInvoiceCompletion({
  needInvoice,
  selectedPerson,
  salesConditions,
  phoneConfirmed,
  onCompleteChange,
}: UseInvoiceCompletionOptions) {
  const result = useMemo(() => {
    const form = invoiceSchema.safeParse({
      needInvoice,
      personFiscalId: selectedPerson?.personFiscalId ?? null,
      salesConditions,
    });
    const personValid = !needInvoice || personSchema.safeParse(selectedPerson ?? {}).success;
    return {
      complete: phoneConfirmed && form.success && personValid,
      personValid,
      salesConditionsError:
        salesConditionsSchema.safeParse(salesConditions).error?.issues[0]?.message,
    };
  }, [needInvoice, selectedPerson, salesConditions, phoneConfirmed]);

  const callbackRef = useRef(onCompleteChange);
  useEffect(() => {
    callbackRef.current = onCompleteChange;
  }, [onCompleteChange]);
  useEffect(() => {
    callbackRef.current?.(result.complete);
  }, [result]);
  return result;
}

/** The person types 1-4 in the order the form offers them, with their message keys. */
export const PERSON_TYPE_OPTIONS: ReadonlyArray<{
  id: PersonTypeId;
  key: 'private' | 'company' | 'soleProprietorship' | 'publicBody';
}> = [
  { id: PERSON_TYPE.PRIVATE, key: 'private' },
  { id: PERSON_TYPE.COMPANY, key: 'company' },
  { id: PERSON_TYPE.SOLE_PROPRIETORSHIP, key: 'soleProprietorship' },
  { id: PERSON_TYPE.PUBLIC_BODY, key: 'publicBody' },
];

/** The name a fiscal person is listed by: company name, or first and last name. */
export function fiscalPersonName(person: Pick<Person, 'company' | 'firstName' | 'lastName'>) {
  const name =
    person.company?.trim() || [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name.trim();
}
