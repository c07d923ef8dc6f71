import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createPhoneFormSchema } from './phone-form';
import { createRequiredTextSchema } from './required-text';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale, isBlank } from './refine-helpers';

/**
 * Creates the personal data form of the profile (docs/requirements/validation.md "Mobile phone"):
 * name and surname required (`Campo obbligatorio`), trimmed, and a mobile number that the profile
 * requires, checked against its prefix (`Numero di cellulare non valido`); a message about the
 * prefix shows on the phone too, where the number is typed. The output phone is the national
 * number and the prefix a calling code, e.g. `3471234567` and `+39`.
 */
export function createPersonalDataFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const phoneForm = createPhoneFormSchema(m);
  const form = z.object({
    firstName: createRequiredTextSchema(m),
    lastName: createRequiredTextSchema(m),
    prefix: z.string({ error: m.phonePrefix }),
    phone: z.string({ error: m.required }),
  });
  return z.pipe(
    form.check(
      z.superRefine((value: z.output<typeof form>, ctx) => {
        // Checked on the object, so the phone's message shows beside the other fields' messages.
        const { phone, prefix } = value;
        if (isBlank(phone)) {
          ctx.addIssue({ code: 'custom', message: m.required, path: ['phone'] });
          return;
        }
        const checked = phoneForm.safeParse({ phone, prefix });
        if (!checked.success) {
          const message = checked.error.issues[0]?.message ?? m.mobilePhone;
          ctx.addIssue({ code: 'custom', message, path: ['phone'] });
        }
      }, ALWAYS_ON_OBJECTS),
    ),
    z.transform((value: z.output<typeof form>) => ({
      firstName: value.firstName,
      lastName: value.lastName,
      ...phoneForm.parse({ phone: value.phone, prefix: value.prefix }),
    })),
  );
}

/** The personal data form with the default messages. */
export const personalDataFormSchema = /* @__PURE__ */ createPersonalDataFormSchema();

/** A personal data form as a form holds it. */
export type PersonalDataFormInput = z.input<typeof personalDataFormSchema>;

/** A validated personal data form, the phone as national digits. */
export type PersonalDataForm = z.output<typeof personalDataFormSchema>;
