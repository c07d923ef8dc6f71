import { Link } from 'react-router-dom';

import { useDeleteAddress, useUserAddresses } from '@carrello/hooks';
import type { Address } from '@carrello/sdk';
import { Badge, Button } from '@carrello/ui';

import { ConfirmDialog } from './confirm-dialog';
import { SetDefaultAddressButton } from './default-address';
import { Actions, Alert, Muted, QueryCards } from './profile-cards';
import { useRemovalQuestion } from './use-removal-question';

/** Where the address modal goes back to when it was opened from somewhere else. */
export interface AddressModalState {
  /** Opened from the address list: closing goes back in history. */
  fromList?: boolean;
  /** Opened from the delivery dialog: saving chooses the address there (path to go back to). */
  returnTo?: string;
}

/** The shopper's addresses as cards, each with its edit, delete and make-default actions. */
export function AddressList() {
  const addresses = useUserAddresses();
  const deleting = useRemovalQuestion<Address>(addresses.data);
  // Answered either way, the question closes: a refusal shows on the page, not behind the dialog
  // (docs/requirements/account.md, "Confirmations").
  const remove = useDeleteAddress({ onSettled: deleting.close });
  return (
    <>
      <Actions style={{ marginBottom: 16 }}>
        <Button asChild>
          <Link
            to="/profile/addresses/manage"
            state={{ fromList: true } satisfies AddressModalState}
          >
            Aggiungi un indirizzo
          </Link>
        </Button>
      </Actions>
      {remove.isError ? <Alert role="alert">{remove.error.message}</Alert> : null}
      <QueryCards
        query={addresses}
        items={(data) => data.addresses ?? []}
        message="Non è stato possibile caricare i tuoi indirizzi."
        empty={{
          title: 'Nessun indirizzo salvato',
          description: 'Aggiungi l’indirizzo dove vuoi ricevere la spesa.',
        }}
        aria-label="Indirizzi salvati"
      >
        {(address) => (
          <li key={address.addressId}>
            <h2>
              {address.addressName}{' '}
              {address.active === false ? <Badge variant="neutral">Fuori zona</Badge> : null}
              {address.isDefault ? <Badge variant="success">Predefinito</Badge> : null}
            </h2>
            <p>
              {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
              {address.province})
            </p>
            {address.doorbellName || address.floor ? (
              <Muted>
                {[
                  address.doorbellName ? `Citofono ${address.doorbellName}` : '',
                  address.floor ? `piano ${address.floor}` : '',
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Muted>
            ) : null}
            <Actions>
              <Button asChild variant="secondary" size="sm">
                <Link
                  to={`/profile/addresses/manage/${address.addressId}`}
                  state={{ fromList: true } satisfies AddressModalState}
                  aria-label={`Modifica ${address.addressName}`}
                >
                  Modifica
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={(event) => {
                  remove.reset();
                  deleting.ask(address, event.currentTarget);
                }}
                aria-label={`Elimina ${address.addressName}`}
              >
                Elimina
              </Button>
              {address.isDefault ? null : <SetDefaultAddressButton address={address} />}
            </Actions>
          </li>
        )}
      </QueryCards>
      <ConfirmDialog
        open={deleting.item !== null}
        title="Eliminare l’indirizzo?"
        description={
          deleting.item
            ? `«${deleting.item.addressName}», ${deleting.item.address1} ${deleting.item.addressNumber}, ${deleting.item.city}, non sarà più tra i tuoi indirizzi.`
            : ''
        }
        confirmLabel="Elimina"
        busy={remove.isPending}
        onConfirm={() => deleting.item && remove.mutate({ addressId: deleting.item.addressId })}
        onCancel={deleting.close}
      />
    </>
  );
}
