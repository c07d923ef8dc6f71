import { queryOptions, skipToken } from '@tanstack/react-query';

import type { DeliveryServiceId } from '@carrello/core';
import type { DataOf, EbsnClient } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { deliveryKeys, type TimeslotParams } from './delivery-keys';

/** The delivery services of the chain, as `delivery.services` answers them. */
export type DeliveryServicesData = DataOf<'/ebsn/api/delivery-service/list', 'get'>;

/** The addresses a delivery service serves, as `delivery.addresses` answers them. */
export type DeliveryAddressesData = DataOf<'/ebsn/api/address/list', 'get'>;

/** The bookable days and time slots, as `delivery.timeslots` answers them. */
export type TimeslotsData = DataOf<'/ebsn/api/timeslot/list', 'get'>;

/**
 * Query option factories of the delivery area; route loaders pass them to
 * `queryClient.ensureQueryData`.
 */
export const deliveryQueries = {
  /** The delivery services the chain offers (1 click and collect, 2 home delivery, 4 locker). */
  services: (client: EbsnClient) =>
    queryOptions<DeliveryServicesData, CarrelloError>({
      queryKey: deliveryKeys.services(),
      queryFn: ({ signal }) => client.delivery.services({ signal }),
    }),

  /**
   * The addresses a delivery service serves: stores for 1, the user's addresses for 2, lockers
   * for 4; disabled while no service is chosen.
   */
  addresses: (client: EbsnClient, deliveryServiceId: DeliveryServiceId | undefined) =>
    queryOptions<DeliveryAddressesData, CarrelloError>({
      queryKey: deliveryKeys.addresses(deliveryServiceId),
      queryFn:
        deliveryServiceId === undefined
          ? skipToken
          : ({ signal }) =>
              client.delivery.addresses({ delivery_service_id: deliveryServiceId }, { signal }),
    }),

  /** The bookable days and time slots of an address, or of the cart's address when none is given. */
  timeslots: (client: EbsnClient, params: TimeslotParams = {}) =>
    queryOptions<TimeslotsData, CarrelloError>({
      queryKey: deliveryKeys.timeslots(params),
      queryFn: ({ signal }) =>
        client.delivery.timeslots(
          {
            ...(params.deliveryServiceId !== undefined
              ? { delivery_service_id: params.deliveryServiceId }
              : {}),
            ...(params.addressId !== undefined ? { address_id: params.addressId } : {}),
          },
          { signal },
        ),
    }),
};
