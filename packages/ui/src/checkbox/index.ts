export { Checkbox } from './checkbox.styles';
export type { CheckboxProps } from './checkbox.styles';
