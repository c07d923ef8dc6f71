export { Button } from './button.styles';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button.styles';
