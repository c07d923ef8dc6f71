export { deliveryKeys } from './delivery-keys';
export type { TimeslotParams } from './delivery-keys';
export { deliveryQueries } from './delivery-queries';
export { deliveryMutationKeys, deliveryMutations } from './delivery-mutations';
export type {
  CheckAddressResult,
  CheckAddressVariables,
  ReserveTimeVariables,
} from './delivery-mutations';
export type {
  DeliveryAddressesData,
  DeliveryServicesData,
  TimeslotsData,
} from './delivery-queries';
export {
  useCheckAddress,
  useDeliveryAddresses,
  useDeliveryServices,
  useReserveTime,
  useTimeslots,
} from './use-delivery';
export type { UseCheckAddressOptions, UseReserveTimeOptions } from './use-delivery';
