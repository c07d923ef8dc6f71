import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { DELIVERY_SERVICE } from '@carrello/core';
import { useSetCartAddress } from '@carrello/hooks';
import type { Address } from '@carrello/sdk';

import { AddressList, type AddressModalState } from '../account/address-list';
import { Page } from '../shell/page';
import { useShell } from '../shell/shell-context';
import { useHydrated } from '../app/use-hydrated';

// The add or edit modal (the form, its address search, the dialog) loads with the modal's
// address, not with the address list.
const AddressModal = lazy(() =>
  import('../account/address-modal').then((module) => ({ default: module.AddressModal })),
);

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
