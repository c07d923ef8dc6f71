export { Switch } from './compound';
export type { SwitchProps } from './switch.styles';
