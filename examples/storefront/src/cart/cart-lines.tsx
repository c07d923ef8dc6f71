import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import {
  acceptsAlternatives,
  canEditCartItem,
  hasQuantityControls,
  isEligibleForAlternatives,
  isFreeGift,
  itemsEligibleForAlternatives,
  packageCountLabel,
} from '@carrello/core';
import {
  hasProposedAlternatives,
  useRemoveCartItem,
  useSetAcceptAlternatives,
  useSetAcceptAlternativesForAll,
  useUpdateCartItem,
} from '@carrello/hooks';
import type { Cart, CartItem } from '@carrello/sdk';
import { Button, Checkbox, Dialog, IconButton, QuantityStepper, useCarrelloUi } from '@carrello/ui';

import { useCloseOnHistory } from '../shell/dialog-history';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  padding: ${({ theme }) => theme.space[3]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Info = styled.div`
  min-width: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  p {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  strong {
    white-space: nowrap;
  }
`;

const Toolbar = styled.div`
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

function RemoveButton({ item }: { item: CartItem }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveCartItem();
  useCloseOnHistory(open, () => setOpen(false));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} role="alertdialog">
      <Dialog.Trigger asChild>
        <IconButton label={`Rimuovi ${item.product.name}`} size={36}>
          <Trash2 aria-hidden="true" size={18} />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content width={420}>
        <Dialog.Title>Rimuovere il prodotto?</Dialog.Title>
        <Dialog.Description>{item.product.name} sarà tolto dal carrello.</Dialog.Description>
        <DialogActions>
          <Dialog.Close asChild>
            <Button variant="secondary">Annulla</Button>
          </Dialog.Close>
          <Button
            variant="danger"
            onClick={() => {
              remove.mutate({ item });
              setOpen(false);
            }}
          >
            Rimuovi
          </Button>
        </DialogActions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CartLine({
  item,
  onAlternatives,
}: {
  item: CartItem;
  onAlternatives?: (item: CartItem) => void;
}) {
  const { formatPrice } = useCarrelloUi();
  const update = useUpdateCartItem();
  const setAccept = useSetAcceptAlternatives();
  const editable = canEditCartItem(item);
  const packages = packageCountLabel(item);
  const eligible = isEligibleForAlternatives(item, hasProposedAlternatives(item));
  return (
    <Row>
      <img src={item.product.mediaURL} alt="" width={64} height={64} loading="lazy" />
      <Info>
        <Link to={`/product/${item.product.slug}`}>{item.product.name}</Link>
        <p>
          {item.product.shortDescr}
          {packages ? ` ${packages}` : ''}
          {isFreeGift(item) ? ' · Omaggio' : ''}
        </p>
        {eligible ? (
          <Checkbox
            label="Accetto prodotti sostitutivi"
            checked={acceptsAlternatives(item)}
            onChange={(event) => {
              const accept = event.currentTarget.checked;
              setAccept.mutate({ item, accept });
              // spec 4.3: ticking the per-item checkbox opens the alternatives dialog.
              if (accept) onAlternatives?.(item);
            }}
          />
        ) : null}
      </Info>
      <Controls>
        <strong>{formatPrice(item.grossTotal)}</strong>
        {editable && hasQuantityControls(item) ? (
          <QuantityStepper
            value={item.quantity}
            min={0}
            aria-label={`Quantità di ${item.product.name}`}
            onValueChange={(quantity) => update.mutate({ item, quantity })}
            size={32}
          />
        ) : (
          <span>Quantità: {item.quantity}</span>
        )}
        {editable ? <RemoveButton item={item} /> : null}
      </Controls>
    </Row>
  );
}

interface CartLinesProps {
  cart: Cart;
  /** Called when the shopper ticks "accept alternatives" on an item (opens the dialog). */
  onAlternatives?: (item: CartItem) => void;
}

/**
 * The cart's item list with the rules of spec 4.3 (from `@carrello/core`): quantity controls,
 * removal with confirmation, package counts and the accept-alternatives switches.
 */
export function CartLines({ cart, onAlternatives }: CartLinesProps) {
  const setAll = useSetAcceptAlternativesForAll();
  const eligible = itemsEligibleForAlternatives(cart.cartItems, hasProposedAlternatives);
  const allAccepted = eligible.length > 0 && eligible.every(acceptsAlternatives);
  if (cart.cartItems.length === 0) return <p>Il carrello è vuoto.</p>;
  return (
    <>
      {eligible.length > 0 ? (
        <Toolbar>
          <Checkbox
            label="Accetto prodotti sostitutivi per tutti i prodotti"
            checked={allAccepted}
            onChange={(event) => setAll.mutate({ accept: event.currentTarget.checked })}
          />
        </Toolbar>
      ) : null}
      <List aria-label="Prodotti nel carrello">
        {cart.cartItems.map((item) => (
          <CartLine key={item.itemId} item={item} onAlternatives={onAlternatives} />
        ))}
      </List>
    </>
  );
}
