import { useUpdateAddress, useCreateAddress, useUserAddress } from '@carrello/hooks';
import type { Address, AddressInput } from '@carrello/sdk';
import { Dialog, ErrorState, Skeleton } from '@carrello/ui';

import { AddressForm } from './address-form';

function EditAddress({
  addressId,
  onSaved,
  onCancel,
}: {
  addressId: number;
  onSaved: (address: Address) => Promise<void> | void;
  onCancel: () => void;
}) {
  const address = useUserAddress(addressId);
  const update = useUpdateAddress();
  if (address.isError)
    return (
      <ErrorState
        headingLevel={3}
        message="Non è stato possibile aprire questo indirizzo."
        onRetry={() => void address.refetch()}
        retrying={address.isFetching}
      />
    );
  if (!address.data) return <Skeleton height={320} />;
  return (
    <AddressForm
      address={address.data}
      saving={update.isPending}
      onCancel={onCancel}
      onSave={async (input: AddressInput) => {
        const saved = await update.mutateAsync({ ...input, addressId });
        await onSaved(saved);
      }}
    />
  );
}

function NewAddress({
  onSaved,
  onCancel,
}: {
  onSaved: (address: Address) => Promise<void> | void;
  onCancel: () => void;
}) {
  const create = useCreateAddress();
  return (
    <AddressForm
      saving={create.isPending}
      onCancel={onCancel}
      onSave={async (input) => {
        const saved = await create.mutateAsync(input);
        await onSaved(saved);
      }}
    />
  );
}

/** Props of {@link AddressModal}. */
interface AddressModalProps {
  /** The address to edit; a new one without. */
  addressId: number | undefined;
  /** Whether the modal is open. */
  open: boolean;
  /** Called with the saved address. */
  onSaved: (address: Address) => Promise<void> | void;
  /** Called when the shopper gives up. */
  onCancel: () => void;
}

/**
 * The add or edit modal of the address book (docs/requirements/account.md): a module of its own, loaded when the
 * modal's address opens, so the address list does not load the form, its address search and
 * the dialog.
 */
export function AddressModal({ addressId, open, onSaved, onCancel }: AddressModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Content width={640} data-route-modal="">
        <Dialog.Title>{addressId ? 'Modifica indirizzo' : 'Nuovo indirizzo'}</Dialog.Title>
        {addressId ? (
          <EditAddress
            key={addressId}
            addressId={addressId}
            onSaved={onSaved}
            onCancel={onCancel}
          />
        ) : (
          <NewAddress onSaved={onSaved} onCancel={onCancel} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
