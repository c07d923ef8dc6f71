export { AddressCard } from './address-card.styles';
export type { AddressCardProps } from './address-card.styles';
