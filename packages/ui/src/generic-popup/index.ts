export { GenericPopup } from './generic-popup.styles';
export type { GenericPopupProps } from './generic-popup.styles';
