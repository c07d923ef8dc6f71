import * as z from 'zod/mini';
import { isValidCap, normalizeCap } from '../cap';
import { CIVIC_MAX_LENGTH, COUNTRY_ITALY, STREET_MAX_LENGTH } from '../constants';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isValidProvince, normalizeProvince } from '../province';
import { ensureDefaultLocale, refineTo } from './refine-helpers';
import { createNormalizedTextSchema, createRequiredTextSchema } from './required-text';

/** Creates the street field: required, at most 60 characters (docs/requirements/validation.md and constants.md). */
export function createStreetSchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  return createRequiredTextSchema(m).check(z.maxLength(STREET_MAX_LENGTH, m.streetMaxLength));
}

/** Creates the civic (house) number field: required, at most 8 characters (docs/requirements/validation.md and constants.md). */
export function createCivicNumberSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  return createRequiredTextSchema(m).check(z.maxLength(CIVIC_MAX_LENGTH, m.civicMaxLength));
}

/** Creates the CAP field: required, 5 digits kept as a string (docs/requirements/validation.md "Address"). */
export function createPostalCodeSchema(messages: Partial<ValidationMessages> = validationMessages) {
  return createNormalizedTextSchema(normalizeCap, isValidCap, 'postalCode', messages);
}

/** Creates the province field: required, a code of the dated province table, upper-cased (docs/requirements/validation.md "Address"). */
export function createProvinceSchema(messages: Partial<ValidationMessages> = validationMessages) {
  return createNormalizedTextSchema(normalizeProvince, isValidProvince, 'province', messages);
}

/** Creates the country field: fixed to Italy, filled in when missing (docs/requirements/validation.md: fixed and disabled). */
export function createCountrySchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z._default(
    z.object(
      {
        countryId: z.optional(z.number()),
        iso: refineTo(
          z.string({ error: m.country }).check(z.trim(), z.toUpperCase()),
          (value) => value === COUNTRY_ITALY.iso,
          m.country,
        ),
        name: z.optional(z.string()),
      },
      { error: m.country },
    ),
    () => ({ ...COUNTRY_ITALY }),
  );
}

/** Creates the billing address: street ≤ 60, civic ≤ 8, city, province, CAP and a fixed Italian country (docs/requirements/entities.md and validation.md). */
export function createBillingAddressSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({
    name: z.nullish(z.string().check(z.trim())),
    addressName: z.nullish(z.string().check(z.trim())),
    address1: createStreetSchema(m),
    addressNumber: createCivicNumberSchema(m),
    city: createRequiredTextSchema(m),
    province: createProvinceSchema(m),
    postalcode: createPostalCodeSchema(m),
    country: createCountrySchema(m),
  });
}

/** The billing address with the default messages. */
export const billingAddressSchema = /* @__PURE__ */ createBillingAddressSchema();

/** A billing address as a form holds it. */
export type BillingAddressInput = z.input<typeof billingAddressSchema>;

/** A validated billing address. */
export type BillingAddress = z.output<typeof billingAddressSchema>;
