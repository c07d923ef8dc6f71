import type { components } from '@carrello/sdk';

/** The contract's `GiftCertificate`. */
type WireGiftCertificate = components['schemas']['GiftCertificate'];

/**
 * The columns of a user's gift certificate that its contract form shows, read from
 * `user_gift_certificates as ugc` joined to `gift_certificates as gc`.
 */
export const GIFT_CERTIFICATE_COLUMNS = [
  'ugc.id as userGiftCertificateId',
  'gc.id as giftCertificateId',
  'gc.name',
  'gc.description',
  'gc.code',
  'gc.amount',
  'gc.valid_from',
  'gc.valid_to',
] as const;

/** A user's gift certificate as `GIFT_CERTIFICATE_COLUMNS` read it. */
export interface UserGiftCertificate {
  userGiftCertificateId: number;
  giftCertificateId: number;
  name: string;
  description: string;
  code: string;
  amount: number;
  valid_from: Date;
  valid_to: Date;
}

/** The contract's `GiftCertificate` of a user's certificate; its dates are days (`YYYY-MM-DD`). */
export function toWireGiftCertificate(
  gift: UserGiftCertificate,
  used: boolean,
): WireGiftCertificate {
  return {
    giftCertificateId: gift.giftCertificateId,
    userGiftCertificateId: gift.userGiftCertificateId,
    name: gift.name,
    description: gift.description,
    code: gift.code,
    amount: gift.amount,
    startDate: gift.valid_from.toISOString().slice(0, 10),
    endDate: gift.valid_to.toISOString().slice(0, 10),
    used,
  };
}
