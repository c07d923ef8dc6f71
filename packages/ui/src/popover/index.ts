export { Popover } from './popover.styles';
export type { PopoverRootProps, PopoverTriggerProps } from './popover';
