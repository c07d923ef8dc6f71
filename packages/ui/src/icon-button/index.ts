export { IconButton } from './icon-button.styles';
export type { IconButtonProps } from './icon-button.styles';
