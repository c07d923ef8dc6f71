import { Check, ShoppingCart } from 'lucide-react';
import { styled } from 'styled-components';

import {
  estimatedPrice,
  formatWeight,
  hasQuantityControls,
  maxLineQuantity,
  weightStepKg,
} from '@carrello/core';
import type { Product } from '@carrello/sdk';
import { Button, QuantityStepper, useCartControlFocus, useCarrelloUi } from '@carrello/ui';

import { useCartActions } from './use-cart-actions';

const InCart = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Estimate = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The cart control of the product page, named as the kit's ProductCard names its own:
 * "Aggiungi al carrello", then − and + once the product is in the cart ("Nel carrello" for
 * natures 8 and 10, which have no − and +).
 */
export function ProductCartControl({ product }: { product: Product }) {
  const { messages, format, formatPrice } = useCarrelloUi();
  const cart = useCartActions();
  const quantity = cart.quantities[product.productId] ?? 0;
  const busy = cart.busyProductIds.includes(product.productId);
  const price = product.priceDisplay ?? product.price;
  // docs/requirements/cart.md: items of nature 8 and 10 have no plus or minus controls.
  // Goods sold by weight: − and + change the weight by one step, with an estimated price.
  const step = weightStepKg(product);
  const mode = quantity <= 0 ? 'add' : hasQuantityControls({ product }) ? 'stepper' : 'in-cart';
  // The focus stays on the control when "Aggiungi al carrello" turns into − and + (and back).
  const focus = useCartControlFocus(mode, busy);
  if (product.available <= 0 || price === null || price === undefined) {
    return (
      <Button disabled fullWidth size="lg">
        {messages.product.unavailable}
      </Button>
    );
  }
  return (
    <div {...focus}>
      {mode === 'in-cart' ? (
        <InCart>
          <Check aria-hidden="true" size={20} /> {messages.product.inCart}
        </InCart>
      ) : mode === 'stepper' ? (
        <>
          <QuantityStepper
            value={quantity}
            min={0}
            // docs/requirements/cart.md: a line holds at most 999 pieces, or 100 kg if weighed.
            max={maxLineQuantity(product)}
            disabled={busy}
            onValueChange={(next) => cart.change(product, next)}
            aria-label={format(
              step !== null ? messages.product.weightOf : messages.cart.quantityOf,
              { name: product.name },
            )}
            {...(step !== null ? { step, formatValue: formatWeight } : {})}
            size={44}
          />
          {step !== null ? (
            <Estimate>
              {format(messages.product.estimate, {
                price: formatPrice(estimatedPrice(price, quantity)),
              })}{' '}
              · si paga il peso effettivo
            </Estimate>
          ) : null}
        </>
      ) : (
        <Button
          fullWidth
          size="lg"
          loading={busy}
          onClick={() => cart.add(product)}
          aria-label={`${messages.product.addToCart}: ${product.name}`}
        >
          <ShoppingCart aria-hidden="true" size={18} /> {messages.product.addToCart}
        </Button>
      )}
    </div>
  );
}
