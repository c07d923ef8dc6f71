import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';

import { useEmptyCart, useSetCartInfo, useSetCartItemInfo } from '@carrello/hooks';
import type { Cart, CartItem } from '@carrello/sdk';
import { Button, Dialog, Field } from '@carrello/ui';

/** How long the shopper may pause typing before the note is saved. */
const SAVE_AFTER_MS = 700;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Salvataggio…',
  saved: 'Salvata',
  failed: 'Non salvata: controlla la connessione e riprova.',
};

/**
 * A text saved as typed: after a pause, on blur, and again on "Riprova" after a failure; the
 * state says whether the last text is saved. The text stays the shopper's while the answered
 * cart comes back, so nothing typed in between is lost.
 */
function useSavedAsTyped(initial: string, save: (value: string) => Promise<unknown>) {
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');
  const saved = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The newest text typed, read by a save that finishes after more was typed.
  const latest = useRef(initial);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const text = latest.current;
    if (text === saved.current) return;
    setState('saving');
    save(text).then(
      () => {
        saved.current = text;
        // A newer text typed meanwhile is saved by its own timer.
        if (latest.current === text) setState('saved');
      },
      () => setState('failed'),
    );
  }, [save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    latest.current = next;
    setValue(next);
    setState('idle');
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_AFTER_MS);
  };
  return { value, state, onChange, flush };
}

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  textarea {
    width: 100%;
    min-height: 64px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[data-state='failed'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <Status role="status" data-state={state}>
      {STATE_TEXT[state]}
      {state === 'failed' ? (
        <Button size="sm" variant="ghost" onClick={onRetry}>
          Riprova
        </Button>
      ) : null}
    </Status>
  );
}

/** The order note (`order_comment`, up to 500 characters), saved as typed. */
export function OrderNote({ cart }: { cart: Cart }) {
  const { mutateAsync } = useSetCartInfo();
  const save = useCallback(
    (value: string) => mutateAsync({ property: 'order_comment', value }),
    [mutateAsync],
  );
  const note = useSavedAsTyped(cart.cartInfos.order_comment ?? '', save);
  return (
    <Note>
      <Field
        label="Note per l’ordine"
        description="Per chi prepara e consegna la spesa, ad esempio: citofono, piano, orari."
      >
        <textarea
          maxLength={500}
          value={note.value}
          onChange={(event) => note.onChange(event.target.value)}
          onBlur={note.flush}
        />
      </Field>
      <SaveStatus state={note.state} onRetry={note.flush} />
    </Note>
  );
}

const ItemNoteRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  justify-items: start;
  > div {
    justify-self: stretch;
  }
`;

/**
 * "Note per il reparto" of one cart line (`cartItemInfo.user_notes`, up to 200 characters):
 * a button opens the field, saved as typed.
 */
export function ItemNote({ item }: { item: CartItem }) {
  const { mutateAsync } = useSetCartItemInfo();
  const save = useCallback(
    (value: string) => mutateAsync({ name: 'user_notes', value, items: [item.itemId] }),
    [mutateAsync, item.itemId],
  );
  const initial = item.cartItemInfo.user_notes ?? '';
  const note = useSavedAsTyped(initial, save);
  const [open, setOpen] = useState(initial !== '');
  const id = useId();
  if (!item.editable) return null;
  return (
    <ItemNoteRoot>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Chiudi la nota' : note.value ? 'Note per il reparto (1)' : 'Note per il reparto'}
      </Button>
      {open ? (
        <Note id={id}>
          <Field label={`Note per il reparto: ${item.product.name}`}>
            <textarea
              maxLength={200}
              value={note.value}
              placeholder="Ad esempio: affettato sottile, maturazione media"
              onChange={(event) => note.onChange(event.target.value)}
              onBlur={note.flush}
            />
          </Field>
          <SaveStatus state={note.state} onRetry={note.flush} />
        </Note>
      ) : null}
    </ItemNoteRoot>
  );
}

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * "Svuota carrello" behind a confirmation (docs/requirements/cart.md): every line goes, and the subscription
 * plan of the cart's subscription item is deleted too.
 */
export function EmptyCartButton({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const empty = useEmptyCart({ onSuccess: () => setOpen(false) });
  if (cart.cartItems.length === 0) return null;
  const hasSubscription = cart.cartItems.some((item) => item.cartItemInfo.SUBSCRIPTION_PLAN_ID);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          empty.reset();
          setOpen(true);
        }}
      >
        Svuota carrello
      </Button>
      <Dialog.Root role="alertdialog" open={open} onOpenChange={setOpen}>
        <Dialog.Content width={440}>
          <Dialog.Title>Svuotare il carrello?</Dialog.Title>
          <Dialog.Description>
            {hasSubscription
              ? 'Tutti i prodotti verranno tolti dal carrello e l’abbonamento scelto sarà annullato.'
              : 'Tutti i prodotti verranno tolti dal carrello.'}
          </Dialog.Description>
          {empty.isError ? (
            <Failure role="alert">
              Non è stato possibile svuotare il carrello: {empty.error.message}
            </Failure>
          ) : null}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Annulla</Button>
            </Dialog.Close>
            <Button variant="danger" loading={empty.isPending} onClick={() => empty.mutate()}>
              Svuota
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
