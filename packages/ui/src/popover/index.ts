/** A themed popover anchored to its trigger. */
export * as Popover from './parts';
export type { PopoverRootProps, PopoverTriggerProps } from './popover';
