import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  useAddListToCart,
  useAddToList,
  useCreateList,
  useDeleteList,
  useList,
  useLists,
  useRemoveFromList,
  useRenameList,
} from '@carrello/hooks';
import { formatWeight, lineWeightKg } from '@carrello/core';
import type { List, ListItem } from '@carrello/sdk';
import { Button, EmptyState, Field, QuantityStepper, TextInput } from '@carrello/ui';

import { ConfirmDialog } from '../account/confirm-dialog';
import { Actions, Alert, Cards, Muted, QueryState } from '../account/profile-cards';
import { Page } from '../shell/page';

const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  > :first-child {
    flex: 1 1 220px;
  }
`;

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

const Report = styled.div`
  margin: ${({ theme }) => theme.space[3]}px 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  p,
  ul {
    margin: 0;
  }
`;

function sizeText(size: number) {
  return size === 1 ? '1 prodotto' : `${size} prodotti`;
}

/** A list name form: create ("Crea lista") or rename ("Salva nome"). */
function ListNameForm({
  label,
  submitLabel,
  defaultName = '',
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  defaultName?: string;
  busy: boolean;
  error?: string;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(defaultName);
  const [required, setRequired] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setRequired(true);
      return;
    }
    if (await onSubmit(name.trim())) setName('');
  };
  return (
    <InlineForm noValidate onSubmit={(event) => void submit(event)}>
      <Field label={label} required error={required ? 'Campo obbligatorio' : error}>
        <TextInput
          name="listName"
          maxLength={60}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setRequired(false);
          }}
        />
      </Field>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Annulla
        </Button>
      ) : null}
    </InlineForm>
  );
}

/** `/profile/lists`: the shopping lists; create, rename and delete. */
export function ListsPage() {
  const lists = useLists();
  const create = useCreateList();
  const rename = useRenameList({ onSuccess: () => setRenaming(null) });
  const remove = useDeleteList({ onSuccess: () => setDeleting(null) });
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<List | null>(null);
  const all = lists.data?.lists ?? [];
  return (
    <Page title="Le mie liste">
      <ListNameForm
        label="Nome della nuova lista"
        submitLabel="Crea lista"
        busy={create.isPending}
        error={create.error?.message}
        onSubmit={(name) =>
          create
            .mutateAsync({ name })
            .then(() => true)
            .catch(() => false)
        }
      />
      {remove.isError ? <Alert role="alert">{remove.error.message}</Alert> : null}
      {lists.isSuccess ? (
        all.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="Non hai ancora liste"
            description="Crea una lista qui sopra, o aggiungi un prodotto a una lista dalla sua pagina."
          />
        ) : (
          <Cards aria-label="Liste">
            {all.map((list) => (
              <li key={list.listId}>
                {renaming === list.listId ? (
                  <ListNameForm
                    label={`Nuovo nome di «${list.name}»`}
                    submitLabel="Salva nome"
                    defaultName={list.name}
                    busy={rename.isPending}
                    error={rename.error?.message}
                    onCancel={() => setRenaming(null)}
                    onSubmit={(name) =>
                      rename
                        .mutateAsync({ listId: list.listId, name })
                        .then(() => false)
                        .catch(() => false)
                    }
                  />
                ) : (
                  <>
                    <h2>
                      <Link to={`/profile/lists/${list.listId}`}>{list.name}</Link>
                    </h2>
                    <Muted>{sizeText(list.size)}</Muted>
                    <Actions>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Rinomina ${list.name}`}
                        onClick={() => {
                          rename.reset();
                          setRenaming(list.listId);
                        }}
                      >
                        Rinomina
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Elimina ${list.name}`}
                        onClick={() => {
                          remove.reset();
                          setDeleting(list);
                        }}
                      >
                        Elimina
                      </Button>
                    </Actions>
                  </>
                )}
              </li>
            ))}
          </Cards>
        )
      ) : (
        <QueryState
          error={lists.error}
          onRetry={() => void lists.refetch()}
          retrying={lists.isFetching}
          message="Non è stato possibile caricare le tue liste."
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare la lista?"
        description={
          deleting ? `La lista «${deleting.name}» e i suoi prodotti saranno eliminati.` : ''
        }
        confirmLabel="Elimina"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ listId: deleting.listId })}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

interface AddAllReport {
  added: number;
  missing: string[];
}

/** The weight of one piece of a product sold by weight (its selling weight, kg); null otherwise. */
function pieceWeightKg(item: ListItem): number | null {
  return lineWeightKg({ product: item.product, quantity: 1 });
}

/**
 * A list keeps pieces; goods sold by weight show the weight those pieces make, written as the
 * cart writes it ("500 g", "1,5 kg"), and step by one piece.
 */
function stepperOf(item: ListItem) {
  const piece = pieceWeightKg(item);
  if (piece === null)
    return { value: item.quantity, 'aria-label': `Quantità di ${item.product.name}` };
  return {
    value: Math.round(item.quantity * piece * 1000) / 1000,
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
        <QueryState
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          message="Non è stato possibile caricare la lista."
        />
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
      <div role="status">
        {report ? (
          <Report>
            <p>
              {report.added === 1
                ? '1 prodotto aggiunto al carrello.'
                : `${report.added} prodotti aggiunti al carrello.`}
            </p>
            {report.missing.length > 0 ? (
              <>
                <p>Non è stato possibile aggiungere:</p>
                <ul>
                  {report.missing.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Report>
        ) : null}
      </div>
      {addAll.isError ? <Alert role="alert">{addAll.error.message}</Alert> : null}
      {actionError ? <Alert role="alert">{actionError.message}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="La lista è vuota"
          description="Aggiungi prodotti dalla loro pagina con «Aggiungi a una lista»."
        />
      ) : (
        <Cards aria-label="Prodotti della lista" style={{ marginTop: 16 }}>
          {items.map((item) => (
            <Item key={item.itemId}>
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
                    onValueChange={(next) =>
                      void changeQuantity(
                        item.itemId,
                        item.product.productId,
                        item.quantity,
                        piecesOf(item, next),
                      )
                    }
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={`Rimuovi ${item.product.name}`}
                    onClick={() =>
                      id !== undefined &&
                      remove.mutate({ listId: id, items: [{ itemId: item.itemId }] })
                    }
                  >
                    Rimuovi
                  </Button>
                </Actions>
              </div>
            </Item>
          ))}
        </Cards>
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
