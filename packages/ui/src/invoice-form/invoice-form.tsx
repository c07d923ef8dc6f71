import { useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { blockStack } from '../theme/block-stack';
import { Trash2 } from 'lucide-react';
import type { FiscalPersonForm as FiscalPersonFormOutput } from '@carrello/core';
import type { Person } from '@carrello/sdk';
import { Button } from '../button/button.styles';
import { Skeleton } from '../skeleton/skeleton.styles';
import { IconButton } from '../icon-button/icon-button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { Switch } from '../switch/switch.styles';
import { onDemand } from '../utils/on-demand';
import { useControllableState } from '../utils/use-controllable-state';
import type { AddressLookupProps } from './fiscal-person-form';
import { SalesConditions } from './sales-conditions';
import {
  fiscalPersonName,
  useInvoiceCompletion,
  type SalesConditionsValue,
} from './use-invoice-form';

/** Props of {@link InvoiceForm}. */
export interface InvoiceFormProps extends AddressLookupProps {
  /** Whether an invoice is required (the cart's need_invoice flag, controlled). */
  needInvoice?: boolean;
  /** @default false */
  defaultNeedInvoice?: boolean;
  /** Called when the need-invoice switch toggles. */
  onNeedInvoiceChange?: (needInvoice: boolean) => void;
  /** The saved fiscal persons. */
  persons?: readonly Person[];
  /** The selected fiscal person id (the cart's PERSON_FISCAL_ID, controlled); `null` for none. */
  selectedPersonId?: number | null;
  /** @default null */
  defaultSelectedPersonId?: number | null;
  /** Called when a person is picked, and with `null` when the switch toggles (docs/requirements/invoice.md). */
  onSelectedPersonChange?: (personFiscalId: number | null) => void;
  /**
   * Inserts a new person, e.g. `(value) => insert.mutateAsync(value)` with `useInsertFiscalPerson`
   * of `@carrello/hooks`, which takes this value as is. Resolve a truthy value (`true`, or the
   * inserted person) on success: the form closes (the parent reloads and selects the person);
   * `false`, `null`, `undefined` or a rejection leave it open.
   */
  onAddPerson: (value: FiscalPersonFormOutput) => unknown;
  /** Deletes a saved person; when it is the selected one the parent clears the selection. */
  onDeletePerson?: (person: Person) => void;
  /** Whether the user's phone is confirmed; until it is the form is not complete (docs/requirements/invoice.md). */
  phoneConfirmed: boolean;
  /**
   * The phone step, shown first while `phoneConfirmed` is false: usually
   * `<PhoneForm defaultPhone={…} onSave={…} />`. A slot, so that an app that never asks for
   * the phone here does not load the phone rules (libphonenumber's metadata) with the form.
   * @example
   * <InvoiceForm phoneConfirmed={false} phoneForm={<PhoneForm onSave={savePhone} />} … />
   */
  phoneForm?: ReactNode;
  /** The sales conditions value (controlled). */
  salesConditions?: SalesConditionsValue;
  /** @default 'false' */
  defaultSalesConditions?: SalesConditionsValue;
  /** Called with `'true'` or `'false'`. */
  onSalesConditionsChange?: (value: SalesConditionsValue) => void;
  /** The sales conditions page. */
  salesConditionsHref?: string;
  /** Called with the form's completion each time it validates (docs/requirements/invoice.md). */
  onCompleteChange?: (complete: boolean) => void;
}

/**
 * The new fiscal person's form (react-hook-form, the zod schemas, the address comboboxes) is the
 * heaviest part of the invoice form, and most shoppers never open it: it loads when it is first
 * shown (no saved persons, or "Nuovo intestatario"), and its code is fetched as soon as the
 * shopper asks for an invoice. Import `FiscalPersonForm` to have it without the wait.
 * Not `lazy` + `Suspense`: a server render cannot wait for it (React then reports error #419 and
 * renders the boundary again in the browser); the server and the hydrating browser show the
 * skeleton, and the form replaces it once loaded.
 */
const fiscalPersonForm = /* @__PURE__ */ onDemand(() =>
  import('./fiscal-person-form').then((module) => module.FiscalPersonForm),
);
const loadFiscalPersonForm = () => fiscalPersonForm.load();

const FormLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

function FiscalPersonFormFallback({ label }: { label: string }) {
  return (
    <FormLoading role="status" aria-label={label}>
      <Skeleton height={20} width="40%" />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </FormLoading>
  );
}

const Root = styled.div`
  ${blockStack(5)}
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const PersonList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  list-style: none;
`;

const PersonRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    min-height: 44px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The invoice and phone form of the checkout (docs/requirements/invoice.md and validation.md): the need-invoice switch, the
 * saved fiscal persons or a new one, the phone form when the phone is not confirmed, and the
 * sales conditions. It reports `onCompleteChange(complete)` each time it validates.
 * @example
 * <InvoiceForm persons={persons} phoneConfirmed={Boolean(user.phone)} onAddPerson={add} onCompleteChange={setComplete} />
 */
export function InvoiceForm({
  needInvoice: needInvoiceProp,
  defaultNeedInvoice = false,
  onNeedInvoiceChange,
  persons = [],
  selectedPersonId: selectedProp,
  defaultSelectedPersonId = null,
  onSelectedPersonChange,
  onAddPerson,
  onDeletePerson,
  phoneConfirmed,
  phoneForm,
  salesConditions: salesProp,
  defaultSalesConditions = 'false',
  onSalesConditionsChange,
  salesConditionsHref,
  onCompleteChange,
  ...lookups
}: InvoiceFormProps) {
  const { messages, format } = useCarrelloUi();
  const t = messages.invoice;
  const [needInvoice, setNeedInvoice] = useControllableState({
    value: needInvoiceProp,
    defaultValue: defaultNeedInvoice,
    onChange: onNeedInvoiceChange,
  });
  const [selectedId, setSelectedId] = useControllableState<number | null>({
    value: selectedProp,
    defaultValue: defaultSelectedPersonId,
    onChange: onSelectedPersonChange,
  });
  const [salesConditions, setSalesConditions] = useControllableState({
    value: salesProp,
    defaultValue: defaultSalesConditions,
    onChange: onSalesConditionsChange,
  });
  const [adding, setAdding] = useState(false);
  const selectedPerson = persons.find((person) => person.personFiscalId === selectedId) ?? null;
  useInvoiceCompletion({
    needInvoice,
    selectedPerson,
    salesConditions,
    phoneConfirmed,
    onCompleteChange,
  });
  const showNewForm = adding || persons.length === 0;
  const FiscalPersonForm = fiscalPersonForm.useLoaded();
  const formWanted = needInvoice && showNewForm;
  useEffect(() => {
    // A failed load keeps the skeleton; showing the form again tries again.
    if (formWanted) loadFiscalPersonForm().catch(() => undefined);
  }, [formWanted]);

  const showPhone = !phoneConfirmed && Boolean(phoneForm);
  const needInvoiceSwitch = useRef<HTMLButtonElement>(null);
  // Whether the keyboard focus was in the phone step when it was last seen there.
  const focusInPhone = useRef(false);
  useEffect(() => {
    // The phone step goes once the phone is confirmed, with the focus it held: rather than fall
    // back to the page's body, the focus moves on to the next step, the need-invoice switch.
    // A focus already taken elsewhere stays where it is.
    if (showPhone || !focusInPhone.current) return;
    focusInPhone.current = false;
    const next = needInvoiceSwitch.current;
    const active = next?.ownerDocument.activeElement;
    if (next && (!active || active === next.ownerDocument.body)) next.focus();
  }, [showPhone]);

  return (
    <Root>
      {showPhone ? (
        <Card
          onFocus={() => {
            focusInPhone.current = true;
          }}
          onBlur={(event) => {
            // A control removed while focused leaves no related target: keep the focus to hand on.
            const next = event.relatedTarget;
            if (next && !event.currentTarget.contains(next)) focusInPhone.current = false;
          }}
        >
          {phoneForm}
        </Card>
      ) : null}
      <Switch
        ref={needInvoiceSwitch}
        label={t.needInvoice}
        checked={needInvoice}
        onCheckedChange={(next) => {
          // The new person's form will be needed: fetch its code while the shopper reads on.
          if (next) void loadFiscalPersonForm().catch(() => undefined);
          setNeedInvoice(next);
          // docs/requirements/invoice.md: toggling clears the selected fiscal person.
          setSelectedId(null);
          setAdding(false);
        }}
      />
      {needInvoice ? (
        <Card>
          {persons.length > 0 ? (
            <div role="radiogroup" aria-label={t.savedPersons}>
              <PersonList>
                {persons.map((person) => {
                  const checked = person.personFiscalId === selectedId;
                  const name = fiscalPersonName(person);
                  return (
                    <PersonRow
                      key={person.personFiscalId}
                      data-state={checked ? 'checked' : 'unchecked'}
                    >
                      <label>
                        <input
                          type="radio"
                          name="personFiscalId"
                          value={person.personFiscalId}
                          checked={checked}
                          onChange={() => setSelectedId(person.personFiscalId)}
                        />
                        <span>
                          {name}
                          <small>{person.vatCode || person.vatFiscalCode}</small>
                        </span>
                      </label>
                      {onDeletePerson ? (
                        <IconButton
                          label={format(t.deletePerson, { name })}
                          onClick={() => onDeletePerson(person)}
                        >
                          <Trash2 />
                        </IconButton>
                      ) : null}
                    </PersonRow>
                  );
                })}
              </PersonList>
            </div>
          ) : null}
          {showNewForm ? (
            FiscalPersonForm ? (
              // The loader hands over the module's own export: one component on every render.
              // eslint-disable-next-line react-hooks/static-components
              <FiscalPersonForm
                {...lookups}
                onCancel={persons.length > 0 ? () => setAdding(false) : undefined}
                onSubmit={async (value) => {
                  const inserted = await onAddPerson(value);
                  if (inserted) setAdding(false);
                  return inserted;
                }}
              />
            ) : (
              <FiscalPersonFormFallback label={messages.common.loading} />
            )
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t.newPerson}
            </Button>
          )}
        </Card>
      ) : null}
      <SalesConditions
        value={salesConditions}
        onValueChange={setSalesConditions}
        href={salesConditionsHref}
      />
    </Root>
  );
}
