import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  serverFormErrors,
  useAddSubscriptionPlan,
  useDeleteSubscriptionPlan,
  useGiftCertificates,
  useRedeemGiftCode,
  useRemoveGiftCertificate,
  useRequestReward,
  useRequestedRewards,
  useRewards,
  useSubscriptionPlans,
} from '@carrello/hooks';
import { formatItalianNumber } from '@carrello/core';
import type { SubscriptionPlan } from '@carrello/sdk';
import { Badge, Button, EmptyState, Field, TextInput, useCarrelloUi } from '@carrello/ui';

import { ConfirmDialog } from '../account/confirm-dialog';
import { Actions, Alert, Cards, Muted, QueryState } from '../account/profile-cards';
import { useShopperCart } from '../cart/use-shopper-cart';
import { Page } from '../shell/page';

const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  > :first-child {
    flex: 1 1 220px;
  }
  > button {
    margin-top: 28px;
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SubNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]}px;
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    padding: 0;
  }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

function GiftsNav() {
  return (
    <SubNav aria-label="Buoni e premi">
      <ul>
        <li>
          <Link to="/profile/gifts">Buoni</Link>
        </li>
        <li>
          <Link to="/profile/rewards-cart">Catalogo premi</Link>
        </li>
        <li>
          <Link to="/profile/requested-rewards">Premi richiesti</Link>
        </li>
      </ul>
    </SubNav>
  );
}

/** The plan ids in the cart: a plan is put there as its product until the order is paid. */
function usePlansInCart(): Set<number> {
  const { data: cart } = useShopperCart();
  const ids = new Set<number>();
  for (const item of cart?.cartItems ?? []) {
    const planId = Number(item.cartItemInfo?.SUBSCRIPTION_PLAN_ID);
    if (planId > 0) ids.add(planId);
  }
  return ids;
}

/** `/profile/i-miei-abbonamenti` (named MySubscriptions): subscribe and unsubscribe (docs/requirements/account.md). */
export function SubscriptionsPage() {
  const { formatPrice, formatDate } = useCarrelloUi();
  const plans = useSubscriptionPlans({ details: true });
  const inCart = usePlansInCart();
  const [status, setStatus] = useState<string>();
  const add = useAddSubscriptionPlan({
    onSuccess: () => setStatus('Abbonamento aggiunto al carrello: si attiva con il pagamento.'),
  });
  const remove = useDeleteSubscriptionPlan({
    onSuccess: () => {
      setStatus('Abbonamento annullato.');
      setCancelling(null);
    },
  });
  const [cancelling, setCancelling] = useState<SubscriptionPlan | null>(null);
  const error = add.error ?? remove.error;
  return (
    <Page title="Abbonamenti">
      <div role="status">{status ? <Status>{status}</Status> : null}</div>
      {error ? <Alert role="alert">{error.message}</Alert> : null}
      {plans.isSuccess ? (
        plans.data.subscriptionPlans.length === 0 ? (
          <EmptyState headingLevel={2} title="Nessun abbonamento disponibile" />
        ) : (
          <Cards aria-label="Piani di abbonamento">
            {plans.data.subscriptionPlans.map((plan) => {
              const planInCart = inCart.has(plan.subscriptionPlanId);
              return (
                <li key={plan.subscriptionPlanId}>
                  <h2>
                    {plan.name} {plan.subscribed ? <Badge variant="success">Attivo</Badge> : null}
                    {planInCart ? <Badge variant="neutral">Nel carrello</Badge> : null}
                  </h2>
                  <p>
                    {plan.descr} · {formatPrice(plan.price)}
                  </p>
                  {plan.benefits?.length ? (
                    <ul>
                      {plan.benefits.map((benefit) => (
                        <li key={benefit}>{benefit}</li>
                      ))}
                    </ul>
                  ) : null}
                  {plan.subscribed && plan.expireDate ? (
                    <Muted>Attivo fino al {formatDate(plan.expireDate)}</Muted>
                  ) : null}
                  <Actions>
                    {plan.subscribed || planInCart ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${plan.subscribed ? 'Annulla' : 'Togli dal carrello'} ${plan.name}`}
                        onClick={() => {
                          setStatus(undefined);
                          setCancelling(plan);
                        }}
                      >
                        {plan.subscribed ? 'Annulla abbonamento' : 'Togli dal carrello'}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        loading={
                          add.isPending &&
                          add.variables?.subscriptionPlanId === plan.subscriptionPlanId
                        }
                        aria-label={`Abbonati: ${plan.name}`}
                        onClick={() => {
                          setStatus(undefined);
                          remove.reset();
                          add.mutate({ subscriptionPlanId: plan.subscriptionPlanId });
                        }}
                      >
                        Abbonati
                      </Button>
                    )}
                  </Actions>
                </li>
              );
            })}
          </Cards>
        )
      ) : (
        <QueryState
          error={plans.error}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
          message="Non è stato possibile caricare gli abbonamenti."
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling?.subscribed ? 'Annullare l’abbonamento?' : 'Togliere l’abbonamento?'}
        description={
          cancelling?.subscribed
            ? `L’abbonamento «${cancelling.name}» non sarà più attivo.`
            : `«${cancelling?.name ?? ''}» sarà tolto dal carrello.`
        }
        confirmLabel={cancelling?.subscribed ? 'Annulla abbonamento' : 'Togli'}
        busy={remove.isPending}
        onConfirm={() => {
          add.reset();
          if (cancelling) remove.mutate({ subscriptionPlanId: cancelling.subscriptionPlanId });
        }}
        onCancel={() => setCancelling(null)}
      />
    </Page>
  );
}

/** `/profile/gifts` (named ProfileGift): redeem a code on the cart, use or take off a certificate. */
export function GiftsPage() {
  const { formatPrice, formatDate } = useCarrelloUi();
  const gifts = useGiftCertificates();
  const { data: cart } = useShopperCart();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const redeem = useRedeemGiftCode();
  const remove = useRemoveGiftCertificate({
    onSuccess: () => setStatus('Buono tolto dal carrello.'),
  });
  const applied = new Set(
    (cart?.userGiftCertificates ?? []).map((gift) => gift.userGiftCertificateId),
  );

  const apply = (value: string, fromForm: boolean) => {
    setStatus(undefined);
    setCodeError(undefined);
    redeem.mutate(
      { code: value },
      {
        onSuccess: () => {
          setStatus(`Buono ${value.toUpperCase()} applicato al carrello.`);
          if (fromForm) setCode('');
        },
        onError: (error) => {
          const { fields, form } = serverFormErrors(error);
          if (fromForm) setCodeError(fields.code ?? form);
          else setStatus(undefined);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError('Campo obbligatorio');
      return;
    }
    apply(code.trim(), true);
  };

  return (
    <Page title="Buoni e premi">
      <GiftsNav />
      <InlineForm noValidate onSubmit={onSubmit} aria-label="Usa un buono">
        <Field label="Codice del buono" required error={codeError}>
          <TextInput
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
          />
        </Field>
        <Button type="submit" loading={redeem.isPending && code !== ''}>
          Usa nel carrello
        </Button>
      </InlineForm>
      <div role="status">{status ? <Status>{status}</Status> : null}</div>
      {remove.isError ? <Alert role="alert">{remove.error.message}</Alert> : null}
      {redeem.isError && !codeError ? <Alert role="alert">{redeem.error.message}</Alert> : null}
      <Section aria-labelledby="gift-list">
        <h2 id="gift-list">I tuoi buoni</h2>
        {gifts.isSuccess ? (
          gifts.data.giftCertificates.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="Non hai buoni"
              description="Inserisci qui sopra il codice di un buono per usarlo nel carrello."
            />
          ) : (
            <Cards>
              {gifts.data.giftCertificates.map((gift) => {
                const inCart =
                  gift.userGiftCertificateId !== undefined &&
                  applied.has(gift.userGiftCertificateId);
                return (
                  <li key={gift.userGiftCertificateId ?? gift.giftCertificateId}>
                    <h3>
                      {gift.name} {gift.used ? <Badge variant="neutral">Usato</Badge> : null}
                      {inCart ? <Badge variant="success">Nel carrello</Badge> : null}
                    </h3>
                    <p>
                      {formatPrice(gift.amount)}
                      {gift.endDate ? ` · valido fino al ${formatDate(gift.endDate)}` : ''}
                    </p>
                    {gift.used ? null : (
                      <Actions>
                        {inCart ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            loading={remove.isPending}
                            onClick={() =>
                              gift.userGiftCertificateId !== undefined &&
                              remove.mutate({ userGiftCertificateId: gift.userGiftCertificateId })
                            }
                          >
                            Togli dal carrello
                          </Button>
                        ) : gift.code ? (
                          <Button size="sm" onClick={() => apply(gift.code!, false)}>
                            Usa nel carrello
                          </Button>
                        ) : null}
                      </Actions>
                    )}
                  </li>
                );
              })}
            </Cards>
          )
        ) : (
          <QueryState
            error={gifts.error}
            onRetry={() => void gifts.refetch()}
            retrying={gifts.isFetching}
            message="Non è stato possibile caricare i tuoi buoni."
          />
        )}
      </Section>
    </Page>
  );
}

/** Loyalty points written the Italian way ("12.500 punti"), as prices and weights are. */
function pointsText(points: number): string {
  return `${formatItalianNumber(points) ?? String(points)} punti`;
}

/** `/profile/rewards-cart`: the rewards catalogue, requested with the loyalty points. */
export function RewardsPage() {
  const rewards = useRewards();
  const request = useRequestReward({
    onSuccess: (_data, { productId }) => {
      const name = rewards.data?.products.find((p) => p.productId === productId)?.name ?? '';
      setStatus(`Premio «${name}» richiesto.`);
    },
  });
  const [status, setStatus] = useState<string>();
  const points = rewards.data?.points ?? 0;
  return (
    <Page title="Catalogo premi">
      <GiftsNav />
      {rewards.isSuccess ? <p>Hai {pointsText(points)}.</p> : null}
      <div role="status">{status ? <Status>{status}</Status> : null}</div>
      {request.isError ? <Alert role="alert">{request.error.message}</Alert> : null}
      {rewards.isSuccess ? (
        rewards.data.products.length === 0 ? (
          <EmptyState headingLevel={2} title="Nessun premio disponibile" />
        ) : (
          <Cards aria-label="Premi">
            {rewards.data.products.map((product) => {
              const cost = Number(product.productInfos?.POINTS ?? 0);
              const enough = cost <= points;
              return (
                <li key={product.productId}>
                  <h2>{product.name}</h2>
                  <p>{pointsText(cost)}</p>
                  {!enough ? <Muted>Ti mancano {pointsText(cost - points)}.</Muted> : null}
                  <Actions>
                    <Button
                      size="sm"
                      disabled={!enough}
                      loading={
                        request.isPending && request.variables?.productId === product.productId
                      }
                      aria-label={`Richiedi ${product.name}`}
                      onClick={() => {
                        setStatus(undefined);
                        request.mutate({ productId: product.productId, quantity: 1 });
                      }}
                    >
                      Richiedi
                    </Button>
                  </Actions>
                </li>
              );
            })}
          </Cards>
        )
      ) : (
        <QueryState
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
          retrying={rewards.isFetching}
          message="Non è stato possibile caricare il catalogo premi."
        />
      )}
    </Page>
  );
}

/** `/profile/requested-rewards`: the rewards the shopper asked for. */
export function RequestedRewardsPage() {
  const { formatDate } = useCarrelloUi();
  const rewards = useRequestedRewards();
  return (
    <Page title="Premi richiesti">
      <GiftsNav />
      {rewards.isSuccess ? (
        rewards.data.rewards.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="Non hai richiesto premi"
            action={
              <Button asChild variant="secondary">
                <Link to="/profile/rewards-cart">Vai al catalogo premi</Link>
              </Button>
            }
          />
        ) : (
          <Cards aria-label="Premi richiesti">
            {rewards.data.rewards.map((reward) => (
              <li key={reward.requestedRewardId}>
                <h2>{reward.product.name}</h2>
                <p>
                  {reward.quantity} pz · {pointsText(reward.points)} ·{' '}
                  {reward.statusDescr ?? reward.status}
                </p>
                {reward.requestDate ? (
                  <Muted>Richiesto il {formatDate(reward.requestDate)}</Muted>
                ) : null}
              </li>
            ))}
          </Cards>
        )
      ) : (
        <QueryState
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
          retrying={rewards.isFetching}
          message="Non è stato possibile caricare i premi richiesti."
        />
      )}
    </Page>
  );
}
