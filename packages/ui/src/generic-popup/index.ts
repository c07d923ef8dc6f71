export { GenericPopup } from './generic-popup';
export type { GenericPopupProps } from './generic-popup';
