import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useCart } from '@carrello/hooks';
import { Button, CART_DRAWER_WIDTH, Drawer, Skeleton } from '@carrello/ui';

import { useCloseOnHistory } from '../shell/dialog-history';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { DeliveryCards } from './delivery-cards';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
  > * {
    flex: 1 1 160px;
  }
`;

interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 2.3 "Right cart drawer": 680 px wide, for signed-in shoppers: address and time-slot
 * cards, the item list and the summary with "Torna alla spesa" and "Concludi ordine".
 */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  const navigate = useNavigate();
  const cart = useCart();
  useCloseOnHistory(open, () => onOpenChange(false));
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content side="right" width={CART_DRAWER_WIDTH} title="Il tuo carrello">
        <Drawer.Body>
          {cart.isPending ? <Skeleton height={200} /> : null}
          {cart.isError ? <p role="alert">{cart.error.message}</p> : null}
          {cart.data ? (
            <Stack>
              <DeliveryCards cart={cart.data} />
              <CartLines cart={cart.data} />
            </Stack>
          ) : null}
        </Drawer.Body>
        <Drawer.Footer>
          <CartTotals cart={cart.data} />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Torna alla spesa
            </Button>
            <Button
              disabled={!cart.data || cart.data.totalItems === 0}
              onClick={() => {
                onOpenChange(false);
                navigate('/checkout');
              }}
            >
              Concludi ordine
            </Button>
          </Actions>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}
