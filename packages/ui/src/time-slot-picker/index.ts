export { TimeSlotPicker } from './time-slot-picker';
export type { TimeSlotPickerProps } from './time-slot-picker';
export { TimeSlotCard } from './time-slot-card';
export type { TimeSlotCardProps } from './time-slot-card';
export type { TimeSlotValue, UseTimeSlotPickerOptions } from './use-time-slot-picker';
