import { useId } from 'react';
import { styled } from '../theme/styled-skin';
import { Trash2, Zap } from 'lucide-react';
import type { PaymentAuth, PaymentType } from '@carrello/sdk';
import { Badge } from '../badge/badge.styles';
import { Button } from '../button/button.styles';
import { CardBrandIcon } from '../card-brand-icon/card-brand-icon';
import { IconButton } from '../icon-button/icon-button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { Skeleton } from '../skeleton/skeleton.styles';
import { EmptyState } from '../states/states';
import { useControllableState } from '../utils/use-controllable-state';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Props of {@link PaymentMethodList}. */
export interface PaymentMethodListProps {
  /** The payment types offered for the order; those with `active` 0 are disabled. */
  paymentTypes: readonly PaymentType[];
  /** The chosen payment type id (controlled). */
  value?: number | null;
  /** @default null */
  defaultValue?: number | null;
  /** Called when a payment type is chosen. */
  onValueChange?: (paymentTypeId: number) => void;
  /** The saved cards, listed under the types with their brand icon. */
  auths?: readonly PaymentAuth[];
  /** Called to remove a saved card. */
  onRemoveAuth?: (auth: PaymentAuth) => void;
  /** Whether the list is loading. */
  loading?: boolean;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space[3]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    grid-row: span 2;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cards = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li > div {
    flex: 1;
    min-width: 0;
  }
  li span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The masked number as shown: the last four digits after dots. */
export function cardDisplayNumber(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : masked;
}

/**
 * The payment methods of the checkout: a radio list of the offered payment types (inactive ones
 * disabled) and the saved cards with their brand icon, expiry and default mark.
 * @example
 * <PaymentMethodList paymentTypes={types} value={typeId} onValueChange={setTypeId} auths={auths} />
 */
export function PaymentMethodList({
  paymentTypes,
  value,
  defaultValue = null,
  onValueChange,
  auths = [],
  onRemoveAuth,
  loading = false,
}: PaymentMethodListProps) {
  const { messages, format } = useCarrelloUi();
  const t = messages.payment;
  const id = useId();
  const [selected, setSelected] = useControllableState<number | null>({
    value,
    defaultValue,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
  });
  if (loading) {
    return (
      <div aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} style={{ marginTop: 8 }} />
        <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
      </div>
    );
  }
  if (paymentTypes.length === 0) {
    return <EmptyState headingLevel={3} title={t.noMethods} />;
  }
  return (
    <div>
      <Fieldset>
        <legend>{t.methods}</legend>
        <Options>
          {paymentTypes.map((type) => {
            const disabled = type.active !== 1;
            const checked = selected === type.paymentTypeId;
            return (
              <Option
                key={type.paymentTypeId}
                data-state={checked ? 'checked' : 'unchecked'}
                data-disabled={disabled ? '' : undefined}
              >
                <input
                  type="radio"
                  name={`${id}-payment`}
                  value={type.paymentTypeId}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => setSelected(type.paymentTypeId)}
                  aria-labelledby={`${id}-n${type.paymentTypeId}`}
                  aria-describedby={`${id}-d${type.paymentTypeId}`}
                />
                <strong id={`${id}-n${type.paymentTypeId}`}>{type.name}</strong>
                <span id={`${id}-d${type.paymentTypeId}`}>{type.descr}</span>
              </Option>
            );
          })}
        </Options>
      </Fieldset>
      {auths.length > 0 ? (
        <Cards aria-labelledby={`${id}-cards`}>
          <h3 id={`${id}-cards`}>{t.savedCards}</h3>
          <ul>
            {auths.map((auth) => {
              const number = cardDisplayNumber(auth.creditCard);
              return (
                <li key={auth.paymentAuthId}>
                  <CardBrandIcon maskedNumber={auth.creditCard} />
                  <div>
                    <strong>{number}</strong>{' '}
                    {auth.defaultAuth ? <Badge variant="success">{t.defaultCard}</Badge> : null}
                    <span>{format(t.expires, { date: auth.expireDate })}</span>
                  </div>
                  {onRemoveAuth ? (
                    <IconButton
                      label={format(t.removeCard, { card: number })}
                      onClick={() => onRemoveAuth(auth)}
                    >
                      <Trash2 />
                    </IconButton>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Cards>
      ) : null}
    </div>
  );
}

/** Props of {@link FastPaymentCard}. */
export interface FastPaymentCardProps {
  /** Whether a user is logged in: the card is for authenticated users only (docs/requirements/app-shell.md). */
  authenticated: boolean;
  /** The saved card used for the fast payment (the default one). */
  auth: PaymentAuth | null | undefined;
  /**
   * Called by the pay button (the storefront buys with payment type 12). Its result is not
   * awaited, so a Server Action (which returns a promise) will do from a Server Component.
   */
  onPay: () => unknown;
  /** Whether the payment is running. */
  paying?: boolean;
  /** Whether paying is not possible yet (e.g. the invoice form is incomplete). */
  disabled?: boolean;
}

const FastCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CardLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The fast-payment card (docs/requirements/app-shell.md, authenticated users only): the saved card and a button that
 * pays with it.
 * @example
 * <FastPaymentCard authenticated={isLoggedIn} auth={defaultAuth} onPay={buy} disabled={!complete} />
 */
export function FastPaymentCard({
  authenticated,
  auth,
  onPay,
  paying = false,
  disabled = false,
}: FastPaymentCardProps) {
  const { messages, format } = useCarrelloUi();
  const t = messages.payment;
  const id = useId();
  if (!authenticated || !auth) return null;
  const number = cardDisplayNumber(auth.creditCard);
  return (
    <FastCard aria-labelledby={id}>
      <h2 id={id}>
        <Zap aria-hidden="true" size={20} />
        {t.fastPayment}
      </h2>
      <p>{t.fastPaymentText}</p>
      <CardLine>
        <CardBrandIcon maskedNumber={auth.creditCard} />
        <span>
          {number} · {format(t.expires, { date: auth.expireDate })}
        </span>
      </CardLine>
      <Button fullWidth onClick={onPay} loading={paying} disabled={disabled}>
        {format(t.fastPaymentAction, { card: number })}
      </Button>
    </FastCard>
  );
}
