import { useUpdateAddress, type UpdateAddressVariables } from '@carrello/hooks';
import type { Address } from '@carrello/sdk';
import { Button } from '@carrello/ui';

/** The saved address as the update sends it, made the default (the server unsets the old one). */
function asDefault(address: Address): UpdateAddressVariables {
  return {
    addressId: address.addressId,
    addressName: address.addressName,
    address1: address.address1,
    addressNumber: address.addressNumber,
    city: address.city,
    province: address.province,
    postalcode: address.postalcode,
    ...(address.doorbellName ? { doorbellName: address.doorbellName } : {}),
    ...(address.floor ? { floor: address.floor } : {}),
    ...(address.addressNote ? { addressNote: address.addressNote } : {}),
    ...(address.latitude !== undefined ? { latitude: address.latitude } : {}),
    ...(address.longitude !== undefined ? { longitude: address.longitude } : {}),
    isDefault: true,
  };
}

/**
 * "Imposta come predefinito" on an address card; a refusal shows under it.
 * The list reloads with the flag moved.
 */
export function SetDefaultAddressButton({ address }: { address: Address }) {
  const update = useUpdateAddress();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        loading={update.isPending}
        onClick={() => update.mutate(asDefault(address))}
        aria-label={`Imposta ${address.addressName} come indirizzo predefinito`}
      >
        Imposta come predefinito
      </Button>
      {update.isError ? <span role="alert">{update.error.message}</span> : null}
    </>
  );
}
