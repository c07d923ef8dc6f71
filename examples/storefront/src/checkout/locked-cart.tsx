import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { useUnlockCart } from '@carrello/hooks';
import type { Cart } from '@carrello/sdk';
import { Button, useToast } from '@carrello/ui';

import { ConfirmDialog } from '../account/confirm-dialog';

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Whether the cart is locked for a payment that was started and not finished. */
export function isLocked(cart: Cart | undefined): boolean {
  return cart?.locked === true;
}

interface LockedCartNoticeProps {
  /** Called after an action that leaves the current view (the drawer closes). */
  onLeave?: () => void;
  /** The notice's heading level. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * A cart locked by an interrupted payment (the shopper left the provider's page): it says so and
 * offers "Riprova il pagamento" (back to the payment page), "Modifica l'ordine" (unlock, then
 * edit) and "Annulla" (unlock, after a confirmation, and back to shopping).
 */
export function LockedCartNotice({ onLeave, headingLevel = 2 }: LockedCartNoticeProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const unlock = useUnlockCart();
  const Heading = `h${headingLevel}` as const;
  const unlockThen = (after: () => void) =>
    unlock.mutate(undefined, {
      onSuccess: after,
    });
  return (
    <Notice aria-labelledby="locked-cart-title" data-testid="locked-cart">
      <Heading id="locked-cart-title">Pagamento non completato</Heading>
      <p>
        Il carrello è bloccato perché un pagamento è stato avviato ma non concluso: nessun importo è
        stato addebitato. Puoi riprovare a pagare, modificare l’ordine o annullarlo.
      </p>
      {unlock.isError ? (
        <Error role="alert">
          Non è stato possibile sbloccare il carrello: {unlock.error.message}. Riprova.
        </Error>
      ) : null}
      <Actions>
        <Button
          onClick={() => {
            onLeave?.();
            void navigate('/payment');
          }}
        >
          Riprova il pagamento
        </Button>
        <Button
          variant="secondary"
          loading={unlock.isPending && !confirming}
          onClick={() =>
            unlockThen(() => {
              toast.show({
                title: 'Carrello sbloccato: ora puoi modificare l’ordine',
                type: 'success',
              });
            })
          }
        >
          Modifica l’ordine
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Annulla
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="Annullare il pagamento?"
        description="Il pagamento avviato viene annullato e il carrello torna modificabile, con i suoi prodotti."
        confirmLabel="Annulla il pagamento"
        cancelLabel="Torna indietro"
        busy={unlock.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          unlockThen(() => {
            setConfirming(false);
            toast.show({ title: 'Pagamento annullato', type: 'info' });
            onLeave?.();
            void navigate('/');
          })
        }
      />
    </Notice>
  );
}

/**
 * The cart's lines while it is locked: shown, not editable (a change would only be refused with
 * "Il carrello è bloccato per il pagamento").
 */
export function LockedLines({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return <>{children}</>;
  return (
    <fieldset
      disabled
      aria-describedby="locked-cart-title"
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
