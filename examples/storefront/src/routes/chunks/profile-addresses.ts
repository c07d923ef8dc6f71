// The address pages load together as one chunk, as they did when they shared a file.

export { AddressesPage } from '../addresses';
export { ManageAddressPage } from '../manage-address';
