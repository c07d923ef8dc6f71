// Delivery services and partner zones (docs/requirements/cart.md).

import { DELIVERY_SERVICE, PARTNER_ZONE_GROUP_ID } from './constants';
import { delivery } from './messages/it';

/** The icon of a delivery service. */
export type DeliveryServiceIcon = 'store' | 'home' | 'locker' | 'generic';

/** Returns the icon of a delivery service id: store (1), home (2), locker (4), otherwise generic. */
export function deliveryServiceIcon(id: number | null | undefined): DeliveryServiceIcon {
  switch (id) {
    case DELIVERY_SERVICE.CLICK_AND_COLLECT:
      return 'store';
    case DELIVERY_SERVICE.HOME_DELIVERY:
      return 'home';
    case DELIVERY_SERVICE.LOCKER:
      return 'locker';
    default:
      return 'generic';
  }
}

/** Returns the Italian name of a delivery service id, or null for an unknown id. */
export function deliveryServiceLabel(id: number | null | undefined): string | null {
  switch (id) {
    case DELIVERY_SERVICE.CLICK_AND_COLLECT:
      return delivery.clickAndCollect;
    case DELIVERY_SERVICE.HOME_DELIVERY:
      return delivery.homeDelivery;
    case DELIVERY_SERVICE.LOCKER:
      return delivery.locker;
    default:
      return null;
  }
}

/** Returns the Italian note shown for a delivery-partner zone group (5), or null for any other. */
export function partnerZoneLabel(zoneGroupId: number | null | undefined): string | null {
  // docs/requirements/cart.md: zone group 5 adds a label that the order is handled by a delivery partner.
  return zoneGroupId === PARTNER_ZONE_GROUP_ID ? delivery.partnerZone : null;
}
