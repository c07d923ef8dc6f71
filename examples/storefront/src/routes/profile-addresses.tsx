import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { DELIVERY_SERVICE } from '@carrello/core';
import { useDeleteAddress, useSetCartAddress, useUserAddresses } from '@carrello/hooks';
import type { Address } from '@carrello/sdk';
import { Badge, Button, EmptyState } from '@carrello/ui';

import { ConfirmDialog } from '../account/confirm-dialog';
import { SetDefaultAddressButton } from '../account/default-address';
import { Actions, Alert, Cards, Muted, QueryState } from '../account/profile-cards';
import { Page } from '../shell/page';
import { useShell } from '../shell/shell-context';
import { useHydrated } from '../app/use-hydrated';

// The add or edit modal (the form, its address search, the dialog) loads with the modal's
// address, not with the address list.
const AddressModal = lazy(() =>
  import('../account/address-modal').then((module) => ({ default: module.AddressModal })),
);

/** Where the address modal goes back to when it was opened from somewhere else. */
export interface AddressModalState {
  /** Opened from the address list: closing goes back in history. */
  fromList?: boolean;
  /** Opened from the delivery dialog: saving chooses the address there (path to go back to). */
  returnTo?: string;
}

function AddressList() {
  const addresses = useUserAddresses();
  const remove = useDeleteAddress({ onSuccess: () => setDeleting(null) });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data?.addresses ?? [];
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
      {addresses.isSuccess ? (
        list.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="Nessun indirizzo salvato"
            description="Aggiungi l’indirizzo dove vuoi ricevere la spesa."
          />
        ) : (
          <Cards aria-label="Indirizzi salvati">
            {list.map((address) => (
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
                    onClick={() => {
                      remove.reset();
                      setDeleting(address);
                    }}
                    aria-label={`Elimina ${address.addressName}`}
                  >
                    Elimina
                  </Button>
                  {address.isDefault ? null : <SetDefaultAddressButton address={address} />}
                </Actions>
              </li>
            ))}
          </Cards>
        )
      ) : (
        <QueryState
          error={addresses.error}
          onRetry={() => void addresses.refetch()}
          retrying={addresses.isFetching}
          message="Non è stato possibile caricare i tuoi indirizzi."
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare l’indirizzo?"
        description={
          deleting
            ? `«${deleting.addressName}», ${deleting.address1} ${deleting.addressNumber}, ${deleting.city}, non sarà più tra i tuoi indirizzi.`
            : ''
        }
        confirmLabel="Elimina"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ addressId: deleting.addressId })}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** `/profile/addresses`: the shopper's home-delivery addresses. */
export function AddressesPage() {
  return (
    <Page title="I miei indirizzi">
      <AddressList />
    </Page>
  );
}

/**
 * `/profile/addresses/manage/:addressId?`: the address list with the add or edit modal over it
 * (docs/requirements/account.md), deep-linkable; the browser's back closes it. Opened from the delivery dialog, the
 * saved address is chosen for the cart and the dialog opens again with it.
 */
export function ManageAddressPage() {
  const { addressId } = useParams();
  const id = Number(addressId) || undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as AddressModalState;
  const { openDelivery } = useShell();
  const setCartAddress = useSetCartAddress();
  const [closed, setClosed] = useState<'cancel' | 'saved' | null>(null);
  // The modal's module loads once the page is on screen (never in a server render nor while
  // the page hydrates: the server renders no dialog either).
  const modalMounted = useHydrated();

  // The modal is a route (`data-route-modal`): the browser's back leaves it like any page, and
  // closing it goes back to where it was opened from.
  useEffect(() => {
    if (closed === null) return;
    if (state.returnTo) {
      void navigate(state.returnTo, { replace: true });
      openDelivery('address');
    } else if (state.fromList && location.key !== 'default') void navigate(-1);
    else void navigate('/profile/addresses', { replace: true });
  }, [closed, state.returnTo, state.fromList, location.key, navigate, openDelivery]);

  const onSaved = async (address: Address) => {
    if (state.returnTo && address.active !== false) {
      // The delivery dialog opens again with the new address chosen for the cart.
      await setCartAddress
        .mutateAsync({
          delivery_service_id: DELIVERY_SERVICE.HOME_DELIVERY,
          address_id: address.addressId,
        })
        .catch(() => undefined);
    }
    setClosed('saved');
  };
  const onCancel = () => setClosed('cancel');
  return (
    <Page title="I miei indirizzi">
      <AddressList />
      {modalMounted ? (
        <Suspense fallback={null}>
          <AddressModal
            addressId={id}
            open={closed === null}
            onSaved={onSaved}
            onCancel={onCancel}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
