import styled from 'styled-components';

import { cartCountText, hasCart } from '@carrello/core';
import type { Cart } from '@carrello/sdk';
import { useCarrelloUi } from '@carrello/ui';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The cart totals of spec 2.3 "Cart summary": count, package lines, gift certificates and
 * TOTALE (grossTotal), or the "no cart" text.
 */
export function CartTotals({ cart }: { cart: Cart | undefined }) {
  const { formatPrice } = useCarrelloUi();
  if (!cart || !hasCart(cart)) return <p>Non hai ancora un carrello.</p>;
  return (
    <Table aria-label="Riepilogo del carrello">
      <dt>{cartCountText(cart.totalItems)}</dt>
      <dd>{formatPrice(cart.totalPrice)}</dd>
      {cart.orderPackages.map((line) => (
        <div key={line.orderPackageId} style={{ display: 'contents' }}>
          <dt>
            {line.package.descr} ({line.quantity} x {formatPrice(line.package.cost)})
          </dt>
          <dd>{formatPrice(line.totalPrice)}</dd>
        </div>
      ))}
      {cart.giftCertificatesToGenerate.map((gift) => (
        <div key={gift.name} style={{ display: 'contents' }}>
          <dt>{gift.name}</dt>
          <dd>{formatPrice(gift.giftTotal)}</dd>
        </div>
      ))}
      {cart.deliveryFee ? (
        <>
          <dt>Consegna</dt>
          <dd>{formatPrice(cart.deliveryFee)}</dd>
        </>
      ) : null}
      <dt className="total">TOTALE</dt>
      <dd className="total">{formatPrice(cart.grossTotal)}</dd>
    </Table>
  );
}
