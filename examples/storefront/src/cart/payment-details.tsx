import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { DEFAULT_PHONE_PREFIX, isValidMobilePhone } from '@carrello/core';
import {
  useFiscalPersons,
  useNeedInvoice,
  useSelectFiscalPerson,
  useUpdateUserDetail,
  useUserDetail,
} from '@carrello/hooks';
import type { Cart } from '@carrello/sdk';
import { Button, Checkbox, Field, Switch, TextInput } from '@carrello/ui';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const PhoneRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  > :first-child {
    flex: 1 1 220px;
  }
`;

const Persons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

function PhoneSection({ onConfirmedChange }: { onConfirmedChange: (confirmed: boolean) => void }) {
  const detail = useUserDetail();
  const update = useUpdateUserDetail();
  const saved = detail.data?.phone ?? '';
  const [phone, setPhone] = useState('');
  // spec 4.2: the phone is confirmed when the user already has one, or once saved.
  const confirmed = saved !== '';
  useEffect(() => onConfirmedChange(confirmed), [confirmed, onConfirmedChange]);
  const valid = isValidMobilePhone(phone, DEFAULT_PHONE_PREFIX);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) update.mutate({ phone: phone.replace(/\s+/g, ''), prefix: DEFAULT_PHONE_PREFIX });
  };
  return (
    <Section aria-labelledby="phone-title">
      <h2 id="phone-title">Telefono</h2>
      {confirmed ? (
        <p>
          Ti contatteremo al numero {detail.data?.prefix ?? DEFAULT_PHONE_PREFIX} {saved} per la
          consegna.
        </p>
      ) : (
        <PhoneRow onSubmit={onSubmit} aria-label="Numero di cellulare">
          <Field
            label="Cellulare"
            description="Serve al corriere per contattarti."
            invalid={phone !== '' && !valid}
            error={phone !== '' && !valid ? 'Inserisci un numero di cellulare valido' : undefined}
            required
          >
            <TextInput
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={!valid} loading={update.isPending}>
            Salva
          </Button>
        </PhoneRow>
      )}
      {update.isError ? <p role="alert">{update.error.message}</p> : null}
    </Section>
  );
}

function InvoiceSection({ cart }: { cart: Cart }) {
  const persons = useFiscalPersons();
  const needInvoice = useNeedInvoice();
  const select = useSelectFiscalPerson();
  const wanted = cart.cartInfos.need_invoice === 'true';
  const selected = Number(cart.cartInfos.PERSON_FISCAL_ID) || null;
  const list = persons.data?.personFiscals ?? [];
  return (
    <Section aria-labelledby="invoice-title">
      <h2 id="invoice-title">Fattura</h2>
      <Switch
        label="Voglio la fattura"
        checked={wanted}
        disabled={needInvoice.isPending}
        onCheckedChange={(checked) => needInvoice.mutate(checked)}
      />
      {wanted ? (
        list.length > 0 ? (
          <Persons>
            <legend>Intestatario della fattura</legend>
            {list.map((person) => (
              <label key={person.personFiscalId}>
                <input
                  type="radio"
                  name="fiscal-person"
                  checked={selected === person.personFiscalId}
                  onChange={() => select.mutate(person.personFiscalId)}
                />
                <span>
                  {person.company || `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim()}
                  {person.vatCode ? ` – P. IVA ${person.vatCode}` : ''}
                  {person.vatFiscalCode ? ` – C.F. ${person.vatFiscalCode}` : ''}
                </span>
              </label>
            ))}
          </Persons>
        ) : (
          <p>
            Non hai ancora un intestatario: aggiungilo nei{' '}
            <Link to="/profile/billing-addresses">dati di fatturazione</Link>.
          </p>
        )
      ) : null}
    </Section>
  );
}

/**
 * Spec 4.2: the phone, the invoice choice and the sales conditions; reports whether the form
 * is complete each time it changes.
 */
export function PaymentDetails({
  cart,
  onCompleteChange,
}: {
  cart: Cart;
  onCompleteChange: (complete: boolean) => void;
}) {
  const [phoneConfirmed, setPhoneConfirmed] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const needInvoice = cart.cartInfos.need_invoice === 'true';
  const personSelected = Number(cart.cartInfos.PERSON_FISCAL_ID) > 0;
  const complete = phoneConfirmed && (!needInvoice || personSelected) && accepted;
  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);
  return (
    <>
      <PhoneSection onConfirmedChange={setPhoneConfirmed} />
      <InvoiceSection cart={cart} />
      <Section aria-labelledby="conditions-title">
        <h2 id="conditions-title">Condizioni di vendita</h2>
        <Checkbox
          label={
            <>
              Ho letto e accetto le{' '}
              <Link to="/page/condizioni-di-vendita" target="_blank">
                condizioni di vendita
              </Link>
            </>
          }
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
      </Section>
    </>
  );
}
