import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import { MAX_LINE_PIECES, formatWeight, lineWeightKg } from '@carrello/core';
import type { ListItem } from '@carrello/sdk';
import { Button, QuantityStepper } from '@carrello/ui';

import { Actions, Cards } from './profile-cards';

const Item = styled.li`
  grid-template-columns: 64px minmax(0, 1fr);
  align-items: center;
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

/** The weight of one piece of a product sold by weight (its selling weight, kg); null otherwise. */
function pieceWeightKg(item: ListItem): number | null {
  return lineWeightKg({ product: item.product, quantity: 1 });
}

/**
 * A list keeps pieces; goods sold by weight show the weight those pieces make, written as the
 * cart writes it ("500 g", "1,5 kg"), and step by one piece. + stops at the list's cap of
 * MAX_LINE_PIECES pieces (docs/requirements/cart.md), shown as their weight for goods sold by
 * weight.
 */
function stepperOf(item: ListItem) {
  const piece = pieceWeightKg(item);
  if (piece === null)
    return {
      value: item.quantity,
      max: MAX_LINE_PIECES,
      'aria-label': `Quantità di ${item.product.name}`,
    };
  const weightOf = (pieces: number) => Math.round(pieces * piece * 1000) / 1000;
  return {
    value: weightOf(item.quantity),
    max: weightOf(MAX_LINE_PIECES),
    step: piece,
    formatValue: formatWeight,
    'aria-label': `Peso di ${item.product.name}`,
  };
}

/** The pieces a stepper value stands for (a weight, for goods sold by weight). */
function piecesOf(item: ListItem, value: number): number {
  const piece = pieceWeightKg(item);
  return piece === null ? value : Math.round(value / piece);
}

/** Props of {@link ListItems}. */
interface ListItemsProps {
  items: ListItem[];
  /** A change is on its way: the steppers and buttons wait. */
  busy: boolean;
  /** The shopper set a product's quantity, in pieces. */
  onQuantityChange: (item: ListItem, pieces: number) => void;
  onRemove: (item: ListItem) => void;
  /**
   * Called with the control that asks for a product's removal, before asking: the page keeps the
   * focus once the card has gone (see `useFocusAfterRemoval`).
   */
  keepFocus: (control: HTMLElement) => void;
}

/** A list's products as cards, each with its quantity (or weight) stepper and "Rimuovi". */
export function ListItems({ items, busy, onQuantityChange, onRemove, keepFocus }: ListItemsProps) {
  return (
    <Cards aria-label="Prodotti della lista" style={{ marginTop: 16 }}>
      {items.map((item) => (
        // By product, not by line: a lowered product gets a new line, and its card (with the
        // focused stepper) stays.
        <Item key={item.product.productId}>
          <img src={item.product.mediaURL} alt="" width={64} height={64} />
          <div>
            <h2>
              <Link to={`/product/${item.product.slug}`}>{item.product.name}</Link>
            </h2>
            <Actions>
              <QuantityStepper
                {...stepperOf(item)}
                min={0}
                disabled={busy}
                onValueChange={(next) => {
                  // Down to nothing, the item leaves the list with the focused "−".
                  const active = document.activeElement;
                  if (next === 0 && active instanceof HTMLElement) keepFocus(active);
                  onQuantityChange(item, piecesOf(item, next));
                }}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Rimuovi ${item.product.name}`}
                onClick={(event) => {
                  keepFocus(event.currentTarget);
                  onRemove(item);
                }}
              >
                Rimuovi
              </Button>
            </Actions>
          </div>
        </Item>
      ))}
    </Cards>
  );
}
