import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { styled } from 'styled-components';

import { LIST_NAME_MAX_LENGTH, NEW_LIST_CHOICE, listChoiceFormSchema } from '@carrello/core';
import { useAddToList, useCreateList, useLists } from '@carrello/hooks';
import type { Product } from '@carrello/sdk';
import { Button, Dialog, Field, Skeleton, TextInput } from '@carrello/ui';

import { useSchemaForm } from '../forms/use-schema-form';
import { choiceGroup } from '../shell/choice-group';

const Choices = styled.fieldset`
  ${choiceGroup}
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Alert = styled.p`
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The choice of a list, or a new one and its name; the first list is chosen to begin with. One
 * form from the first frame (a skeleton until the lists load), so that the focus the dialog
 * gave to its first control stays there when they come.
 */
function ListPickerForm({ product, onDone }: { product: Product; onDone: (text: string) => void }) {
  const lists = useLists();
  const create = useCreateList();
  const add = useAddToList();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useSchemaForm(listChoiceFormSchema, {
    defaultValues: { list: '', name: '' },
  });
  const all = lists.data?.lists;
  useEffect(() => {
    if (all && getValues('list') === '')
      setValue('list', all[0] ? String(all[0].listId) : NEW_LIST_CHOICE);
  }, [all, getValues, setValue]);
  const choice = useWatch({ control, name: 'list' });
  const error = create.error ?? add.error;

  const submit = handleSubmit(async ({ list: chosen, name }) => {
    let listId = Number(chosen);
    let listName = all?.find((list) => list.listId === listId)?.name ?? '';
    if (chosen === NEW_LIST_CHOICE) {
      const list = await create.mutateAsync({ name }).catch(() => undefined);
      if (!list) return;
      listId = list.listId;
      listName = list.name;
    }
    const done = await add
      .mutateAsync({ listId, items: [{ productId: product.productId, quantity: 1 }] })
      .then(() => true)
      .catch(() => false);
    if (done) onDone(`«${product.name}» aggiunto alla lista «${listName}».`);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {lists.isPending ? <Skeleton height={96} /> : null}
      {lists.isError ? (
        <Alert role="alert">Non è stato possibile caricare le tue liste.</Alert>
      ) : null}
      {all ? (
        <Choices>
          <legend>Scegli la lista</legend>
          {all.map((list) => (
            <label key={list.listId}>
              <input type="radio" value={String(list.listId)} {...register('list')} />
              {list.name}
              <small>{list.size === 1 ? '1 prodotto' : `${list.size} prodotti`}</small>
            </label>
          ))}
          <label>
            <input type="radio" value={NEW_LIST_CHOICE} {...register('list')} />
            Nuova lista
          </label>
        </Choices>
      ) : null}
      {all && choice === NEW_LIST_CHOICE ? (
        <Field label="Nome della nuova lista" required error={errors.name?.message}>
          <TextInput maxLength={LIST_NAME_MAX_LENGTH} {...register('name')} />
        </Field>
      ) : null}
      {error ? <Alert role="alert">{error.message}</Alert> : null}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="secondary">Annulla</Button>
        </Dialog.Close>
        <Button type="submit" loading={create.isPending || add.isPending} disabled={!all}>
          Aggiungi alla lista
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Props of {@link ListPickerDialog}. */
export interface ListPickerDialogProps {
  /** The product to add. */
  product: Product;
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Called with the confirmation to announce once the product is in a list. */
  onDone: (text: string) => void;
}

/**
 * The list picker of {@link AddToListButton}: a module of its own, loaded the first time a
 * shopper opens it, so the dialog and Floating UI stay out of every product grid's first load.
 */
export function ListPickerDialog({ product, open, onOpenChange, onDone }: ListPickerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content width={480}>
        <Dialog.Title>Aggiungi a una lista</Dialog.Title>
        <Dialog.Description>{product.name}</Dialog.Description>
        {open ? <ListPickerForm product={product} onDone={onDone} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
