import { AddressList } from '../account/address-list';
import { Page } from '../shell/page';

/** `/profile/addresses`: the shopper's home-delivery addresses. */
export function AddressesPage() {
  return (
    <Page title="I miei indirizzi">
      <AddressList />
    </Page>
  );
}
