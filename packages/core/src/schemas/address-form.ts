import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import {
  createCivicNumberSchema,
  createPostalCodeSchema,
  createProvinceSchema,
  createStreetSchema,
} from './billing-address';
import { ensureDefaultLocale } from './refine-helpers';
import { createRequiredTextSchema } from './required-text';

/**
 * Creates the delivery address form of the account (docs/requirements/validation.md "Address"):
 * the address's name, street (at most 60 characters), civic number (at most 8), city, province
 * and CAP are required; doorbell name, floor and courier notes are optional; the default flag is
 * a tick. Text is trimmed and the province upper-cased; an optional field left blank answers `''`.
 */
export function createAddressFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const optionalText = () => z.string().check(z.trim());
  return z.object({
    addressName: createRequiredTextSchema(m),
    address1: createStreetSchema(m),
    addressNumber: createCivicNumberSchema(m),
    city: createRequiredTextSchema(m),
    province: createProvinceSchema(m),
    postalcode: createPostalCodeSchema(m),
    doorbellName: optionalText(),
    floor: optionalText(),
    addressNote: optionalText(),
    isDefault: z.boolean(),
  });
}

/** The delivery address form with the default messages. */
export const addressFormSchema = /* @__PURE__ */ createAddressFormSchema();

/** A delivery address form as a form holds it. */
export type AddressFormInput = z.input<typeof addressFormSchema>;

/** A validated delivery address form, text trimmed and the province upper-cased. */
export type AddressForm = z.output<typeof addressFormSchema>;
