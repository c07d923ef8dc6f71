import * as z from 'zod/mini';
import { isValidLoyaltyCard } from '../loyalty-card';
import { DEFAULT_PHONE_PREFIX } from '../constants';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { isValidPassword } from '../password';
import { isValidCompanyTaxCode, isValidPersonalTaxCode, normalizeTaxCode } from '../tax-code';
import { createCompanyFormSchema, type CompanyForm } from './company-form';
import { createPhoneFormSchema, type PhoneForm } from './phone-form';
import { ALWAYS_ON_OBJECTS, ensureDefaultLocale, isEmail } from './refine-helpers';

/** The messages of the sign-up form: the validation messages and the privacy consent's. */
export type RegisterFormMessages = ValidationMessages & {
  /** The privacy notice not accepted. */
  readonly privacy: string;
};

const PRIVACY_MESSAGE = 'Per registrarti devi accettare l’informativa privacy';

/** How a shopper signs up: with their data, with their loyalty card, or as a company. */
export type RegisterMode = 'plain' | 'card' | 'business';

/** What every validated sign-up holds: the account's access and consents. */
export interface RegisterAccess {
  /** The account's e-mail, trimmed. */
  email: string;
  password: string;
  privacy: true;
  marketing: boolean;
}

/** A validated sign-up of a new customer: access, name and, when given, the mobile phone. */
export interface RegisterPerson extends RegisterAccess, Partial<PhoneForm> {
  firstName: string;
  lastName: string;
}

/** A validated sign-up: the fields of its mode only. */
export type RegisterForm =
  | (RegisterPerson & { mode: 'plain' })
  | (RegisterPerson & { mode: 'business'; company: CompanyForm })
  | (RegisterAccess & { mode: 'card'; card: string; fiscalCode: string });

/**
 * Creates the sign-up form (docs/requirements/account.md and validation.md). Every mode asks an
 * e-mail (`Digitare un’e-mail valida`), a password by the rules (`La password non rispetta le
 * regole indicate`) and the privacy consent; `plain` and `business` ask name, surname and an
 * optional mobile phone, `business` the company first (see `createCompanyFormSchema`); `card`
 * asks the loyalty card and its holder's codice fiscale or Partita Iva (`Formato non corretto`).
 * Empty required fields answer `Campo obbligatorio`; the fields of the other modes are ignored.
 */
export function createRegisterFormSchema(
  messages: Partial<RegisterFormMessages> = validationMessages,
) {
  const { privacy = PRIVACY_MESSAGE, ...rest } = messages;
  const m = resolveMessages(rest);
  ensureDefaultLocale();
  const phoneForm = createPhoneFormSchema(m);
  const companyForm = createCompanyFormSchema(m);
  const text = z.string({ error: m.required });
  const form = z.object({
    mode: z.enum(['plain', 'card', 'business']),
    firstName: text,
    lastName: text,
    email: text,
    prefix: z.string({ error: m.phonePrefix }),
    phone: z.string(),
    password: text,
    card: z.string(),
    fiscalCode: z.string(),
    privacy: z.boolean(),
    marketing: z.boolean(),
    company: z.string(),
    vatCode: z.string(),
    vatFiscalCode: z.string(),
    vatSdiCode: z.string(),
    emailCertified: z.string(),
  });
  type Values = z.output<typeof form>;

  const phoneOf = (value: Values): PhoneForm | undefined => {
    if (!value.phone.trim()) return undefined;
    const phone = phoneForm.safeParse({ phone: value.phone, prefix: value.prefix });
    return phone.success ? phone.data : undefined;
  };

  return z.pipe(
    form.check(
      z.superRefine((value: Values, ctx) => {
        const issue = (field: keyof Values, message: string) => {
          ctx.addIssue({ code: 'custom', message, path: [field] });
        };
        if (value.mode === 'card') {
          if (!value.card.trim()) issue('card', m.required);
          else if (!isValidLoyaltyCard(value.card)) issue('card', m.loyaltyCard);
          const code = normalizeTaxCode(value.fiscalCode);
          // The holder of a card is a person (codice fiscale) or a company (Partita Iva).
          if (!code) issue('fiscalCode', m.required);
          else if (!isValidPersonalTaxCode(code) && !isValidCompanyTaxCode(code))
            issue('fiscalCode', m.personalTaxCodeFormat);
        } else {
          // In the order of the form: the company comes before its referent.
          if (value.mode === 'business') {
            const company = companyForm.safeParse(value);
            for (const found of company.error?.issues ?? [])
              ctx.addIssue({ code: 'custom', message: found.message, path: found.path });
          }
          if (!value.firstName.trim()) issue('firstName', m.required);
          if (!value.lastName.trim()) issue('lastName', m.required);
          // The phone is optional at sign-up; when typed, it must be a mobile number.
          if (value.phone.trim()) {
            const phone = phoneForm.safeParse({ phone: value.phone, prefix: value.prefix });
            if (!phone.success) issue('phone', phone.error.issues[0]?.message ?? m.mobilePhone);
          }
        }
        if (!value.email.trim()) issue('email', m.required);
        else if (!isEmail(value.email.trim())) issue('email', m.newEmail);
        if (!value.password) issue('password', m.required);
        else if (!isValidPassword(value.password)) issue('password', m.weakPassword);
        if (!value.privacy) issue('privacy', privacy);
      }, ALWAYS_ON_OBJECTS),
    ),
    z.transform((value: Values): RegisterForm => {
      const access: RegisterAccess = {
        email: value.email.trim(),
        password: value.password,
        privacy: true,
        marketing: value.marketing,
      };
      if (value.mode === 'card')
        return {
          mode: 'card',
          card: value.card.trim(),
          fiscalCode: normalizeTaxCode(value.fiscalCode),
          ...access,
        };
      const person = {
        firstName: value.firstName.trim(),
        lastName: value.lastName.trim(),
        ...phoneOf(value),
        ...access,
      };
      if (value.mode === 'business')
        return { mode: 'business', company: companyForm.parse(value), ...person };
      return { mode: 'plain', ...person };
    }),
  );
}

/** The sign-up form with the default messages. */
export const registerFormSchema = /* @__PURE__ */ createRegisterFormSchema();

/** A sign-up form as a form holds it: every mode's fields. */
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/**
 * An empty sign-up form, every mode's fields blank and the phone prefix Italy's: the
 * `defaultValues` of a form on {@link registerFormSchema}.
 */
export const registerFormDefaults: RegisterFormInput = {
  mode: 'plain',
  firstName: '',
  lastName: '',
  email: '',
  prefix: DEFAULT_PHONE_PREFIX,
  phone: '',
  password: '',
  card: '',
  fiscalCode: '',
  privacy: false,
  marketing: false,
  company: '',
  vatCode: '',
  vatFiscalCode: '',
  vatSdiCode: '',
  emailCertified: '',
};
