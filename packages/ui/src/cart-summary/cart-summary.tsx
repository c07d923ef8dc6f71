import type { HTMLAttributes } from 'react';
import { styled } from '../theme/styled-skin';
import { blockStack } from '../theme/block-stack';
import { Zap } from 'lucide-react';
import { Button } from '../button/button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { OrderTotals } from '../order-totals/order-totals';
import { useCartSummary, type UseCartSummaryOptions } from './use-cart-summary';

const Root = styled.section`
  ${blockStack(3)}
`;

const Heading = styled.h2`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Gifts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? '1fr 1fr' : '1fr')};
  gap: ${({ theme }) => theme.space[2]}px;
  > [data-part='fast-payment'] {
    grid-column: 1 / -1;
  }
`;

const NoCart = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link CartSummary}. */
export interface CartSummaryProps
  extends UseCartSummaryOptions, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Called by "Torna alla spesa" (the drawer closes). */
  onBackToShopping?: () => void;
  /** Called by "Concludi ordine" (the storefront goes to /checkout). */
  onCheckout?: () => void;
  /** Called by the fast-payment button. */
  onFastPayment?: () => void;
  /** Whether "Concludi ordine" is disabled (e.g. the cart is locked or empty). */
  checkoutDisabled?: boolean;
  /** Whether the fast payment is running. */
  fastPaymentLoading?: boolean;
  /** The amount the payment provider will be asked to authorise, when known (see `OrderTotals`). */
  amountToAuthorize?: number | null;
}

/**
 * The cart summary (docs/requirements/app-shell.md): count text, package lines ("descr · quantity x cost · total"),
 * gift-certificate lines, TOTALE (grossTotal), "Torna alla spesa" and "Concludi ordine", and the
 * fast-payment button when payment type 12 is offered on the compact summary.
 * @example
 * <CartSummary cart={cart} paymentTypes={types} compact onCheckout={() => navigate('/checkout')}
 *   onBackToShopping={closeDrawer} onFastPayment={payFast} />
 */
export function CartSummary({
  cart,
  paymentTypes,
  compact = false,
  onBackToShopping,
  onCheckout,
  onFastPayment,
  checkoutDisabled = false,
  fastPaymentLoading = false,
  amountToAuthorize,
  ...props
}: CartSummaryProps) {
  const { messages, formatPrice } = useCarrelloUi();
  const summary = useCartSummary({ cart, paymentTypes, compact });
  const label = messages.cart.summary;
  if (!summary.hasCart) {
    return (
      <Root aria-label={label} data-compact={compact ? '' : undefined} {...props}>
        <NoCart>{messages.cart.noCart}</NoCart>
        {onBackToShopping ? (
          <Button variant="secondary" onClick={onBackToShopping}>
            {messages.cart.backToShopping}
          </Button>
        ) : null}
      </Root>
    );
  }
  return (
    <Root aria-label={label} data-compact={compact ? '' : undefined} {...props}>
      <Heading>
        {label} <span>{summary.countText}</span>
      </Heading>
      <OrderTotals source={cart} amountToAuthorize={amountToAuthorize} />
      {summary.giftLines.length > 0 ? (
        <Gifts data-part="gift-lines">
          {summary.giftLines.map((line) => (
            <li key={line.id} data-part="gift-line">
              {messages.cart.giftToGenerate} {line.name}: {formatPrice(line.total)}
            </li>
          ))}
        </Gifts>
      ) : null}
      <Actions $compact={compact}>
        <Button variant="secondary" onClick={onBackToShopping}>
          {messages.cart.backToShopping}
        </Button>
        <Button onClick={onCheckout} disabled={checkoutDisabled}>
          {messages.cart.checkout}
        </Button>
        {summary.showFastPayment ? (
          <Button
            data-part="fast-payment"
            variant="secondary"
            loading={fastPaymentLoading}
            onClick={onFastPayment}
          >
            <Zap size={18} aria-hidden="true" />
            {messages.cart.fastPayment}
          </Button>
        ) : null}
      </Actions>
    </Root>
  );
}
