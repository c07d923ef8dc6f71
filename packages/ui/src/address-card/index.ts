export { AddressCard } from './address-card';
export type { AddressCardProps } from './address-card';
