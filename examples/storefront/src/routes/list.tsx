import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import {
  useAddListToCart,
  useAddToList,
  useDeleteList,
  useList,
  useRemoveFromList,
} from '@carrello/hooks';
import { Button, EmptyState } from '@carrello/ui';

import { AddAllReportNote, type AddAllReport } from '../account/add-all-report';
import { ConfirmDialog } from '../account/confirm-dialog';
import { ListItems } from '../account/list-items';
import { Actions, Alert, QueryState } from '../account/profile-cards';
import { Page } from '../shell/page';

/** `/profile/lists/:listId`: a list's products; quantity, removal and "add everything". */
export function ListPage() {
  const { listId } = useParams();
  const navigate = useNavigate();
  const id = Number(listId) || undefined;
  const list = useList(id);
  const addAll = useAddListToCart();
  const add = useAddToList();
  const remove = useRemoveFromList();
  const deleteList = useDeleteList({ onSuccess: () => navigate('/profile/lists') });
  const [report, setReport] = useState<AddAllReport | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const items = list.data?.wishlistItems ?? [];
  const busy = add.isPending || remove.isPending;
  const actionError = add.error ?? remove.error;

  const changeQuantity = async (itemId: number, productId: number, from: number, to: number) => {
    if (id === undefined) return;
    if (to > from) {
      add.mutate({ listId: id, items: [{ productId, quantity: to - from }] });
      return;
    }
    // The list adds quantities; a smaller one is the item removed and added again.
    await remove.mutateAsync({ listId: id, items: [{ itemId }] }).catch(() => undefined);
    if (to > 0) add.mutate({ listId: id, items: [{ productId, quantity: to }] });
  };

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
      {actionError ? <Alert role="alert">{actionError.message}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="La lista è vuota"
          description="Aggiungi prodotti dalla loro pagina con «Aggiungi a una lista»."
        />
      ) : (
        <ListItems
          items={items}
          busy={busy}
          onQuantityChange={(item, pieces) =>
            void changeQuantity(item.itemId, item.product.productId, item.quantity, pieces)
          }
          onRemove={(item) =>
            id !== undefined && remove.mutate({ listId: id, items: [{ itemId: item.itemId }] })
          }
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
    </Page>
  );
}
