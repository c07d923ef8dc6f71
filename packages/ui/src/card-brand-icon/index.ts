export { CARD_BRANDS, CardBrandIcon } from './card-brand-icon';
export type { CardBrandIconProps } from './card-brand-icon';
