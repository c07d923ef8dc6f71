import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { queryHook } from '../query-hook';
import { deliveryMutations } from './delivery-mutations';
import { deliveryQueries } from './delivery-queries';

/**
 * The delivery services the chain offers (1 click and collect, 2 home delivery, 4 locker).
 * @example
 * const { data } = useDeliveryServices();
 * data?.deliveryServices.map((service) => service.name);
 */
export const useDeliveryServices = queryHook(deliveryQueries.services);

/**
 * The addresses a delivery service serves: stores for 1, the user's addresses for 2, lockers
 * for 4. Waits while `deliveryServiceId` is `undefined`.
 * @example
 * const { data } = useDeliveryAddresses(DELIVERY_SERVICE.HOME_DELIVERY);
 * data?.addresses.map((address) => address.addressName);
 */
export const useDeliveryAddresses = queryHook(deliveryQueries.addresses);

/**
 * The bookable days and time slots of an address, or of the cart's address when none is given.
 * @example
 * const { data } = useTimeslots({ deliveryServiceId: 2, addressId: 15 });
 * data?.days[0]?.timeSlots.filter((slot) => slot.available);
 */
export const useTimeslots = queryHook(deliveryQueries.timeslots);

/** Options of {@link useCheckAddress}: those of `useMutation` but the mutation function. */
export type UseCheckAddressOptions = MutationHookOptions<typeof deliveryMutations.checkAddress>;

/**
 * Asks whether home delivery covers an address; nothing is cached.
 * @example
 * const check = useCheckAddress();
 * check.mutate({ postalcode: '20121', city: 'Milano' });
 * if (check.data?.covered) showServices();
 */
export const useCheckAddress = mutationHook(deliveryMutations.checkAddress);
