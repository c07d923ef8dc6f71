export { deliveryKeys } from './delivery-keys';
export type { TimeslotParams } from './delivery-keys';
export { deliveryQueries } from './delivery-queries';
export { deliveryMutationKeys, deliveryMutations } from './delivery-mutations';
export type { CheckAddressResult, CheckAddressVariables } from './delivery-mutations';
export type {
  DeliveryAddressesData,
  DeliveryServicesData,
  TimeslotsData,
} from './delivery-queries';
export {
  useCheckAddress,
  useDeliveryAddresses,
  useDeliveryServices,
  useTimeslots,
} from './use-delivery';
export type { UseCheckAddressOptions } from './use-delivery';
