import { addressHandlers } from './addresses';
import { b2bRegistrationHandlers } from './b2b-registration';
import { geoHandlers } from './geo';
import { listHandlers } from './lists';
import { registrationHandlers } from './registration';
import type { Handlers } from './registry';
import { reservationHandlers } from './reservations';
import { ticketingHandlers } from './ticketing';
import { userHandlers } from './user';

/**
 * Handlers of the account areas: registration, profile and fiscal persons, addresses, lists,
 * geo lookups, ticketing, b2b registration and parking/locker reservations.
 */
export const accountsHandlers: Handlers = {
  ...registrationHandlers,
  ...userHandlers,
  ...addressHandlers,
  ...listHandlers,
  ...geoHandlers,
  ...ticketingHandlers,
  ...b2bRegistrationHandlers,
  ...reservationHandlers,
};
