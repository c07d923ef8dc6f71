import { useState } from 'react';
import { Link } from 'react-router-dom';

import { useCreateList, useDeleteList, useLists, useRenameList } from '@carrello/hooks';
import type { List } from '@carrello/sdk';
import { Button } from '@carrello/ui';

import { ConfirmDialog } from '../account/confirm-dialog';
import { ListNameForm } from '../account/list-name-form';
import { Actions, Alert, Muted, QueryCards } from '../account/profile-cards';
import { useRemovalQuestion } from '../account/use-removal-question';
import { Page } from '../shell/page';

function sizeText(size: number) {
  return size === 1 ? '1 prodotto' : `${size} prodotti`;
}

/** `/profile/lists`: the shopping lists; create, rename and delete. */
export function ListsPage() {
  const lists = useLists();
  const create = useCreateList();
  const rename = useRenameList({ onSuccess: () => setRenaming(null) });
  const deleting = useRemovalQuestion<List>(lists.data);
  // Answered either way, the question closes: a refusal shows on the page, not behind the dialog
  // (docs/requirements/account.md, "Confirmations").
  const remove = useDeleteList({ onSettled: deleting.close });
  const [renaming, setRenaming] = useState<number | null>(null);
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
      <QueryCards
        query={lists}
        items={(data) => data.lists}
        message="Non è stato possibile caricare le tue liste."
        empty={{
          title: 'Non hai ancora liste',
          description:
            'Crea una lista qui sopra, o aggiungi un prodotto a una lista dalla sua pagina.',
        }}
        aria-label="Liste"
      >
        {(list) => (
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
                    onClick={(event) => {
                      remove.reset();
                      deleting.ask(list, event.currentTarget);
                    }}
                  >
                    Elimina
                  </Button>
                </Actions>
              </>
            )}
          </li>
        )}
      </QueryCards>
      <ConfirmDialog
        open={deleting.item !== null}
        title="Eliminare la lista?"
        description={
          deleting.item
            ? `La lista «${deleting.item.name}» e i suoi prodotti saranno eliminati.`
            : ''
        }
        confirmLabel="Elimina"
        busy={remove.isPending}
        onConfirm={() => deleting.item && remove.mutate({ listId: deleting.item.listId })}
        onCancel={deleting.close}
      />
    </Page>
  );
}
