import type { DeliveryServiceId } from '@carrello/core';

import { carrelloKeys } from '../keys';

/** What {@link deliveryKeys.timeslots} and `useTimeslots` take: the cart's address when empty. */
export interface TimeslotParams {
  /** Delivery service of the address; the cart's when omitted. */
  deliveryServiceId?: DeliveryServiceId | undefined;
  /** Address, store or locker to list the slots of; the cart's when omitted. */
  addressId?: number | undefined;
}

/** Query keys of delivery services, the addresses they serve and time slots. */
export const deliveryKeys = {
  all: [...carrelloKeys.all, 'delivery'] as const,
  services: () => [...deliveryKeys.all, 'services'] as const,
  addressLists: () => [...deliveryKeys.all, 'addresses'] as const,
  addresses: (deliveryServiceId: DeliveryServiceId | undefined) =>
    [...deliveryKeys.addressLists(), deliveryServiceId] as const,
  timeslotLists: () => [...deliveryKeys.all, 'timeslots'] as const,
  timeslots: (params: TimeslotParams) => [...deliveryKeys.timeslotLists(), params] as const,
};
