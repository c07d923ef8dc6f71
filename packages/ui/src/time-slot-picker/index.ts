export { TimeSlotPicker } from './time-slot-picker.styles';
export type { TimeSlotPickerProps } from './time-slot-picker.styles';
export { TimeSlotCard } from './time-slot-card';
export type { TimeSlotCardProps } from './time-slot-card';
export type { TimeSlotValue, UseTimeSlotPickerOptions } from './use-time-slot-picker';
