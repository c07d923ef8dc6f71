import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  useMealTicketDetail,
  useMealTicketLogout,
  useMealTicketProviderLogout,
  useMealTicketTypes,
  useSelectMealTicket,
  useUpdateMealTicketData,
} from '@carrello/hooks';
import type { Cart, MealTicketType } from '@carrello/sdk';
import { Badge, Button, Field, Select, Skeleton, useCarrelloUi } from '@carrello/ui';

import { Panel } from '../shell/panel';
import { QueryErrorState } from '../shell/query-error-state';
import { asSentence, MealVoucherSignIn, StepError } from './meal-vouchers-sign-in';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-selected] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Count = styled.div`
  max-width: 320px;
`;

/** What the provider's page said when it brought the shopper back (`?meal_ticket_login=`). */
function returnMessage(outcome: string | null, name: string) {
  switch (outcome) {
    case 'ok':
      return { alert: false, text: `Accesso a ${name} riuscito: ora puoi usare i tuoi buoni.` };
    case 'cancelled':
      return { alert: false, text: `Accesso a ${name} annullato.` };
    case 'denied':
      return {
        alert: true,
        text: `${name} non ha autorizzato l’accesso: riprova o paga l’intero importo con la carta.`,
      };
    default:
      return null;
  }
}

/** The shopper's balance at a provider they are signed in to. */
function Balance({ type }: { type: MealTicketType }) {
  const { formatPrice } = useCarrelloUi();
  const detail = useMealTicketDetail(type.provider, type.paymentTypeId);
  if (detail.isPending) return <Skeleton width="16ch" />;
  if (detail.isError) return <Muted>Saldo non disponibile: {detail.error.message}</Muted>;
  const tickets = detail.data.tickets ?? [];
  return (
    <p>
      Saldo {formatPrice(detail.data.balance ?? 0)}
      {tickets.map((ticket) => (
        <span key={ticket.value}>
          {' '}
          · {ticket.count} {ticket.count === 1 ? 'buono' : 'buoni'} da {formatPrice(ticket.value)}
        </span>
      ))}
    </p>
  );
}

/** Signs out of a provider: its own call where docs/requirements/payments.md names one, else the platform's. */
function useSignOut(type: MealTicketType) {
  const provider = useMealTicketProviderLogout();
  const platform = useMealTicketLogout();
  const signOut = () => {
    if (type.provider === 'edenred')
      provider.mutate({ provider: 'edenred', payment_type_id: type.paymentTypeId });
    else if (type.provider === 'day') provider.mutate({ provider: 'day' });
    else platform.mutate({ payment_type_id: type.paymentTypeId });
  };
  const failed = provider.error ?? platform.error;
  return { signOut, isPending: provider.isPending || platform.isPending, error: failed };
}

/** A signed-in provider: use its vouchers on this order, choose how many, or sign out. */
function SignedIn({ type, cart }: { type: MealTicketType; cart: Cart }) {
  const { formatPrice } = useCarrelloUi();
  const select = useSelectMealTicket();
  const update = useUpdateMealTicketData();
  const signOut = useSignOut(type);
  // The count being saved shows until the cart reloads; a failure shows the cart's again.
  const [saving, setSaving] = useState<number | null>(null);
  const used = cart.mealTicket?.paymentTypeId === type.paymentTypeId ? cart.mealTicket : null;
  const locked = cart.locked === true;
  const error = select.error ?? update.error ?? signOut.error;
  return (
    <>
      <Balance type={type} />
      {used ? (
        <>
          <Count>
            <Field
              label="Buoni da usare"
              description={`Al massimo ${used.maxVouchers}: i buoni non danno resto.`}
            >
              <Select
                value={saving ?? used.vouchers}
                disabled={locked || update.isPending}
                onChange={(event) => {
                  const vouchersToUse = Number(event.target.value);
                  setSaving(vouchersToUse);
                  update.mutate(
                    { payment_type_id: type.paymentTypeId, body: { vouchersToUse } },
                    { onSettled: () => setSaving(null) },
                  );
                }}
              >
                {Array.from({ length: used.maxVouchers + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count} {count === 1 ? 'buono' : 'buoni'} ({formatPrice(count * used.value)})
                  </option>
                ))}
              </Select>
            </Field>
          </Count>
          <p role="status">
            Con i buoni paghi {formatPrice(used.amount)}; il resto,{' '}
            {formatPrice(Math.max(0, cart.grossTotal - used.amount))}, lo paghi con la carta.
          </p>
        </>
      ) : type.selected ? (
        <Muted>I buoni di {type.name} non si possono usare su questo importo.</Muted>
      ) : null}
      {error ? (
        <StepError role="alert">
          Operazione non riuscita. {asSentence(error.message)} I tuoi dati sono rimasti invariati.
        </StepError>
      ) : null}
      <Actions>
        {type.selected ? (
          <Button
            variant="secondary"
            disabled={locked}
            loading={select.isPending}
            onClick={() => select.mutate({ payment_type_id: type.paymentTypeId, select: false })}
          >
            Non usare i buoni
          </Button>
        ) : (
          <Button
            disabled={locked}
            loading={select.isPending}
            onClick={() => select.mutate({ payment_type_id: type.paymentTypeId, select: true })}
          >
            Usa i buoni {type.name}
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={locked}
          loading={signOut.isPending}
          onClick={signOut.signOut}
        >
          Esci da {type.name}
        </Button>
      </Actions>
    </>
  );
}

const Applied = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

/**
 * The meal vouchers the cart uses, beside "Concludi ordine": what they pay and what is left for
 * the card is said where the shopper pays, with the control that takes them off. An order
 * deselects the vouchers it spent; any the chain's server keeps on a cart (a provider chosen on
 * another device, an order that spent none) show here before the shopper pays.
 */
export function AppliedMealVouchers({ cart }: { cart: Cart }) {
  const { formatPrice } = useCarrelloUi();
  const select = useSelectMealTicket();
  const used = cart.mealTicket;
  if (!used || used.vouchers <= 0) return null;
  const rest = Math.max(0, cart.grossTotal - used.amount);
  return (
    <Applied aria-labelledby="applied-meal-vouchers">
      <h2 id="applied-meal-vouchers">Buoni in uso</h2>
      <p>
        Usi {used.vouchers} {used.vouchers === 1 ? 'buono' : 'buoni'} {used.name} (
        {formatPrice(used.amount)}): con la carta paghi {formatPrice(rest)}.
      </p>
      {select.error ? (
        <StepError role="alert">
          Operazione non riuscita. {asSentence(select.error.message)} I buoni sono ancora in uso.
        </StepError>
      ) : null}
      <Button
        variant="secondary"
        fullWidth
        disabled={cart.locked === true}
        loading={select.isPending}
        onClick={() => select.mutate({ payment_type_id: used.paymentTypeId, select: false })}
      >
        Togli i buoni {used.name}
      </Button>
    </Applied>
  );
}

interface MealVouchersProps {
  /** The cart being paid. */
  cart: Cart;
  /** Payment type ids of the payment list for this order and store (docs/requirements/payments.md). */
  offered: readonly number[] | undefined;
  /** True while that list loads. */
  loading: boolean;
}

/**
 * "Buoni pasto" on the payment step (docs/requirements/payments.md): the meal-voucher providers the payment list
 * offers for this order and store, each signed in (Edenred's page, Day's credentials, Pluxee's
 * card number) or out; the vouchers of one provider pay part of TOTALE and the card the rest.
 * Every step reloads the cart, whose totals then show the vouchers.
 */
export function MealVouchers({ cart, offered, loading }: MealVouchersProps) {
  const types = useMealTicketTypes();
  const [params] = useSearchParams();
  const listed = (types.data?.mealTicketTypes ?? []).filter((type) =>
    offered?.includes(type.paymentTypeId),
  );
  const edenred = types.data?.mealTicketTypes.find((type) => type.provider === 'edenred');
  const back = returnMessage(params.get('meal_ticket_login'), edenred?.name ?? 'Edenred');
  if (!loading && offered && listed.length === 0 && !types.isPending && !types.isError) return null;
  return (
    <Panel aria-labelledby="meal-vouchers-title" data-testid="meal-vouchers">
      <h2 id="meal-vouchers-title">Buoni pasto</h2>
      <p>Paga una parte della spesa con i buoni pasto elettronici e il resto con la carta.</p>
      {back ? (
        back.alert ? (
          <StepError role="alert">{back.text}</StepError>
        ) : (
          <p role="status">{back.text}</p>
        )
      ) : null}
      {types.isError ? (
        <QueryErrorState
          headingLevel={3}
          title="Buoni pasto non disponibili"
          message={types.error.message}
          query={types}
        />
      ) : types.isPending || loading ? (
        <Skeleton height={96} />
      ) : (
        <List>
          {listed.map((type) => (
            <Item
              key={type.paymentTypeId}
              data-selected={type.selected ? '' : undefined}
              aria-labelledby={`meal-${type.paymentTypeId}-name`}
            >
              <Head>
                <h3 id={`meal-${type.paymentTypeId}-name`}>{type.name}</h3>
                <Badge variant={type.logged ? 'success' : 'neutral'}>
                  {type.logged ? (type.selected ? 'In uso' : 'Collegato') : 'Non collegato'}
                </Badge>
              </Head>
              {type.descr ? <Muted>{type.descr}</Muted> : null}
              {type.logged ? (
                <SignedIn type={type} cart={cart} />
              ) : (
                <MealVoucherSignIn type={type} />
              )}
            </Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
