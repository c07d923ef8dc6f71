import * as z from 'zod/mini';
import { DEFAULT_PHONE_PREFIX } from '../constants';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isValidMobilePhone, normalizeMobilePhone } from '../phone';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale, isBlank } from './refine-helpers';

const PREFIX_PATTERN = /^\+[1-9]\d{0,3}$/;

function normalizePrefix(prefix: string): string {
  // "+39", "39" and "0039" all mean the Italian calling code.
  const digits = prefix.replace(/\D/g, '').replace(/^00/, '');
  return digits === '' ? '' : `+${digits}`;
}

/**
 * Creates the phone form: prefix (default +39) and a mobile number; the output phone is the
 * national number, e.g. `3331234567` (docs/requirements/invoice.md and validation.md; docs/requirements/validation.md "Mobile phone").
 */
export function createPhoneFormSchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const form = z.object({
    prefix: z._default(
      z
        .string({ error: m.phonePrefix })
        .check(z.overwrite(normalizePrefix), z.regex(PREFIX_PATTERN, m.phonePrefix)),
      DEFAULT_PHONE_PREFIX,
    ),
    phone: z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required)),
  });
  return z.pipe(
    form.check(
      z.superRefine((value: z.output<typeof form>, ctx) => {
        // docs/requirements/validation.md: the phone must be a mobile number; checked against the prefix, so here.
        const { phone, prefix } = value;
        if (isBlank(phone) || typeof prefix !== 'string' || !PREFIX_PATTERN.test(prefix)) return;
        if (!isValidMobilePhone(phone, prefix)) {
          ctx.addIssue({ code: 'custom', message: m.mobilePhone, path: ['phone'] });
        }
      }, ALWAYS_ON_OBJECTS),
    ),
    z.transform((value: z.output<typeof form>) => ({
      prefix: value.prefix,
      phone: normalizeMobilePhone(value.phone, value.prefix, 'national') ?? value.phone,
    })),
  );
}

/** The phone form with the default messages. */
export const phoneFormSchema = /* @__PURE__ */ createPhoneFormSchema();

/** A phone form as a form holds it. */
export type PhoneFormInput = z.input<typeof phoneFormSchema>;

/** A validated phone form, the phone as national digits. */
export type PhoneForm = z.output<typeof phoneFormSchema>;
