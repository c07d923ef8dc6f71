export { Switch } from './switch.styles';
export type { SwitchProps } from './switch.styles';
