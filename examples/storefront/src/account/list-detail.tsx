import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useAddListToCart, useDeleteList, useList } from '@carrello/hooks';
import type { ListItem } from '@carrello/sdk';
import { Button, EmptyState } from '@carrello/ui';

import { AddAllReportNote, type AddAllReport } from './add-all-report';
import { ConfirmDialog } from './confirm-dialog';
import { ListItems } from './list-items';
import { Actions, Alert, QueryState } from './profile-cards';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { useListQuantities } from './use-list-quantities';
import { useAskBeforeLeaving, type LeaveAnswer } from '../shell/dialog-history';
import { Page } from '../shell/page';

const NO_ITEMS: ListItem[] = [];

/**
 * One shopping list: its products with their quantities and removal, "Aggiungi tutto al
 * carrello" with what could not be added, and the list's deletion; a product whose save failed
 * keeps the shopper from leaving without a word.
 */
export function ListDetail({ id }: { id: number | undefined }) {
  const navigate = useNavigate();
  const list = useList(id);
  const addAll = useAddListToCart();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteList = useDeleteList({
    onSuccess: () => navigate('/profile/lists'),
    // Refused, the question closes and the page says why (docs/requirements/account.md,
    // "Confirmations").
    onError: () => setConfirmDelete(false),
  });
  const [report, setReport] = useState<AddAllReport | null>(null);
  const quantities = useListQuantities(id, list.data?.wishlistItems ?? NO_ITEMS);
  const { items, unsaved } = quantities;
  // A product whose add failed exists only on this page: leaving would lose it without a word
  // (docs/requirements/account.md, "Shopping list quantities").
  const [leaving, setLeaving] = useState<LeaveAnswer | null>(null);
  useAskBeforeLeaving(unsaved.length > 0, setLeaving);
  const unsavedNames = unsaved.map((item) => `«${item.product.name}»`).join(', ');
  // Kept here, not in the cards: the cards leave with the last product, and the focus then goes
  // to the page heading (docs/requirements/account.md, "Lists of cards").
  const keepFocus = useFocusAfterRemoval(items);

  const onAddAll = () => {
    if (id === undefined) return;
    setReport(null);
    addAll.mutate(
      { listId: id },
      {
        onSuccess: (cart) => {
          // What the answered cart lacks could not be added (unavailable, or not for the cart).
          const inCart = new Set((cart.cartItems ?? []).map((line) => line.product.productId));
          const missing = items
            .filter((item) => !inCart.has(item.product.productId))
            .map((item) => item.product.name);
          setReport({ added: items.length - missing.length, missing });
        },
      },
    );
  };

  if (!list.data)
    return (
      <Page title="Lista">
        <QueryState query={list} message="Non è stato possibile caricare la lista." />
      </Page>
    );
  return (
    <Page title={list.data.name}>
      <p>
        <Link to="/profile/lists">Tutte le liste</Link>
      </p>
      <Actions>
        <Button onClick={onAddAll} loading={addAll.isPending} disabled={items.length === 0}>
          Aggiungi tutto al carrello
        </Button>
        <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
          Elimina lista
        </Button>
      </Actions>
      <div role="status">{report ? <AddAllReportNote report={report} /> : null}</div>
      {addAll.isError ? <Alert role="alert">{addAll.error.message}</Alert> : null}
      {deleteList.isError ? <Alert role="alert">{deleteList.error.message}</Alert> : null}
      {quantities.error ? <Alert role="alert">{quantities.error.message}</Alert> : null}
      {unsaved.length > 0 ? (
        <Alert role="alert">
          {unsavedNames} {unsaved.length === 1 ? 'non è salvato' : 'non sono salvati'} nella lista.{' '}
          <Button
            size="sm"
            variant="secondary"
            onClick={quantities.retry}
            disabled={quantities.busy}
          >
            Riprova
          </Button>
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="La lista è vuota"
          description="Aggiungi prodotti dalla loro pagina con «Aggiungi a una lista»."
        />
      ) : (
        <ListItems
          items={items}
          busy={quantities.busy}
          keepFocus={keepFocus}
          onQuantityChange={(item, pieces) => void quantities.changeQuantity(item, pieces)}
          onRemove={quantities.removeItem}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Eliminare la lista?"
        description={`La lista «${list.data.name}» e i suoi prodotti saranno eliminati.`}
        confirmLabel="Elimina"
        busy={deleteList.isPending}
        onConfirm={() => id !== undefined && deleteList.mutate({ listId: id })}
        onCancel={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={leaving !== null}
        title="Uscire dalla lista?"
        description={
          unsaved.length === 1
            ? `${unsavedNames} non è salvato nella lista e andrà perso se esci. Resta e premi «Riprova» per salvarlo.`
            : `${unsavedNames} non sono salvati nella lista e andranno persi se esci. Resta e premi «Riprova» per salvarli.`
        }
        confirmLabel="Esci senza salvare"
        cancelLabel="Resta nella lista"
        onConfirm={() => {
          leaving?.leave();
          setLeaving(null);
        }}
        onCancel={() => {
          leaving?.stay();
          setLeaving(null);
        }}
      />
    </Page>
  );
}
