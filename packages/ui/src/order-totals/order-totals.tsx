import type { HTMLAttributes } from 'react';
import { styled } from '../theme/styled-skin';
import { useCarrelloUi } from '../messages/messages-context';
import { useOrderTotals, type OrderTotalsSource } from './use-order-totals';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  dt {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  [data-part='detail'] {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-kind='discount'] dd,
  [data-free] dd {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-part='total'] {
    dt,
    dd {
      padding-top: ${({ theme }) => theme.space[2]}px;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
      font-size: ${({ theme }) => theme.fontSizes.lg};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
    /* One rule above TOTALE: the amount's border reaches over the gap to the label's. */
    dd {
      margin-left: -${({ theme }) => theme.space[3]}px;
      padding-left: ${({ theme }) => theme.space[3]}px;
    }
  }
  [data-part='to-pay'],
  [data-part='authorize'] {
    dt,
    dd {
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;

const Row = styled.div`
  display: contents;
`;

/** Props of {@link OrderTotals}. */
export interface OrderTotalsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The cart or the order whose totals show. */
  source: OrderTotalsSource | null | undefined;
  /**
   * The amount the payment provider is asked to authorise; when it differs from TOTALE an
   * "Importo da autorizzare" line shows with {@link OrderTotalsProps.authorizeReason}.
   */
  amountToAuthorize?: number | null;
  /**
   * Why the amount to authorise differs from TOTALE, one line.
   * @default messages.cart.authorizeReason
   */
  authorizeReason?: string;
}

/**
 * Honest totals (docs/requirements/app-shell.md summaries): "Prodotti", discounts and gift certificates, packages,
 * "Consegna" (or "Gratis"), TOTALE, the meal vouchers and "Resto da pagare" when vouchers pay a
 * part, and, when it differs, "Importo da autorizzare" with its reason.
 * @example
 * <OrderTotals source={cart} amountToAuthorize={preBilled?.preBilledAmount} />
 */
export function OrderTotals({
  source,
  amountToAuthorize,
  authorizeReason,
  ...props
}: OrderTotalsProps) {
  const { messages, format, formatPrice } = useCarrelloUi();
  const totals = useOrderTotals({
    source,
    amountToAuthorize,
    itemsLabel: messages.cart.itemsSubtotal,
    discountLabel: messages.cart.discounts,
    deliveryLabel: messages.cart.deliveryFee,
  });
  return (
    <Lines data-part="totals" {...props}>
      {totals.lines.map((line) => (
        <Row
          key={line.id}
          data-part={`${line.kind}-line`}
          data-kind={line.kind}
          data-free={line.kind === 'delivery' && line.amount === 0 ? '' : undefined}
        >
          <dt>
            {line.label}
            {line.detail ? (
              <span data-part="detail">
                {format(messages.cart.packageLine, {
                  quantity: line.detail.quantity,
                  cost: formatPrice(line.detail.cost),
                })}
              </span>
            ) : null}
          </dt>
          <dd>
            {line.kind === 'delivery' && line.amount === 0
              ? messages.cart.freeDelivery
              : line.amount < 0
                ? `−${formatPrice(-line.amount)}`
                : formatPrice(line.amount)}
          </dd>
        </Row>
      ))}
      <Row data-part="total">
        <dt>{messages.cart.total}</dt>
        <dd>{formatPrice(totals.grossTotal)}</dd>
      </Row>
      {totals.mealTicket && totals.amountToPay !== null ? (
        <>
          <Row data-part="meal-ticket-line" data-kind="discount">
            <dt>
              {format(messages.cart.mealVouchers, { name: totals.mealTicket.name })}
              <span data-part="detail">
                {format(messages.cart.mealVoucherLine, {
                  count: totals.mealTicket.vouchers,
                  value: formatPrice(totals.mealTicket.value),
                })}
              </span>
            </dt>
            <dd>−{formatPrice(totals.mealTicket.amount)}</dd>
          </Row>
          <Row data-part="to-pay">
            <dt>{messages.cart.amountToPay}</dt>
            <dd>{formatPrice(totals.amountToPay)}</dd>
          </Row>
        </>
      ) : null}
      {totals.amountToAuthorize !== null ? (
        <Row data-part="authorize">
          <dt>
            {messages.cart.amountToAuthorize}
            <span data-part="detail">{authorizeReason ?? messages.cart.authorizeReason}</span>
          </dt>
          <dd>{formatPrice(totals.amountToAuthorize)}</dd>
        </Row>
      ) : null}
    </Lines>
  );
}
