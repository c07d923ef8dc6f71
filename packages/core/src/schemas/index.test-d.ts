import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type {
  BillingAddress,
  BillingAddressInput,
  FiscalPerson,
  FiscalPersonForm,
  FiscalPersonFormInput,
  FiscalPersonInput,
  InvoiceForm,
  InvoiceFormInput,
  Newsletter,
  NewsletterInput,
  PhoneForm,
  PhoneFormInput,
  SalesConditionsInput,
} from './index';
import type * as schemas from './index';

// What a form holds and what a schema answers, written out by hand: forms, the server and the
// storefront are typed with these, so they must not move when the schemas' internals change.

type Input<T extends keyof typeof schemas> = z.input<
  (typeof schemas)[T] extends (...args: never[]) => infer R ? R : (typeof schemas)[T]
>;
type Output<T extends keyof typeof schemas> = z.output<
  (typeof schemas)[T] extends (...args: never[]) => infer R ? R : (typeof schemas)[T]
>;

type Text = string;
type OptionalText = string | null | undefined;

/** `T` with its intersections merged into one object type, as the schemas' types are written. */
type Merged<T> = { [K in keyof T]: T[K] };

/** What every fiscal person holds beside its type, names and codes. */
type PersonContact = {
  personFiscalId?: number | undefined;
  email: string;
  emailCertified?: string | null | undefined;
  vatSdiCode?: string | null | undefined;
};
type PrivatePerson = Merged<
  { personTypeId: 1; firstName: string; lastName: string; vatFiscalCode: string } & PersonContact
>;
type Organisation<TTypeId extends 2 | 4> = Merged<
  {
    personTypeId: TTypeId;
    company: string;
    vatCode?: string | null | undefined;
    vatFiscalCode?: string | null | undefined;
  } & PersonContact
>;
type SoleProprietorship = Merged<
  {
    personTypeId: 3;
    company: string;
    vatCode: string;
    vatFiscalCode?: string | null | undefined;
  } & PersonContact
>;
type AnyPerson = PrivatePerson | Organisation<2> | SoleProprietorship | Organisation<4>;

type CountryInput = { countryId?: number | undefined; iso: string; name?: string | undefined };
type Country = { countryId?: number | undefined; iso: 'IT'; name?: string | undefined };
/** The fields of a billing address; the schema's input and output differ only in the country. */
type AddressFields = {
  name?: string | null | undefined;
  addressName?: string | null | undefined;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
};
type AddressInput = Merged<AddressFields & { country?: CountryInput | undefined }>;
type Address = Merged<AddressFields & { country: Country }>;

describe('@carrello/core/schemas types', () => {
  it('keep the named input and output types', () => {
    expectTypeOf<BillingAddressInput>().toEqualTypeOf<AddressInput>();
    expectTypeOf<BillingAddress>().toEqualTypeOf<Address>();
    expectTypeOf<FiscalPersonInput>().toEqualTypeOf<AnyPerson>();
    expectTypeOf<FiscalPerson>().toEqualTypeOf<AnyPerson>();
    expectTypeOf<FiscalPersonFormInput>().toEqualTypeOf<{
      person: AnyPerson;
      billingAddress: AddressInput;
    }>();
    expectTypeOf<FiscalPersonForm>().toEqualTypeOf<{
      person: AnyPerson;
      billingAddress: Address;
    }>();
    expectTypeOf<PhoneFormInput>().toEqualTypeOf<{ prefix?: string | undefined; phone: string }>();
    expectTypeOf<PhoneForm>().toEqualTypeOf<{ prefix: string; phone: string }>();
    expectTypeOf<NewsletterInput>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<Newsletter>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<SalesConditionsInput>().toEqualTypeOf<{ salesConditions: 'true' | 'false' }>();
    expectTypeOf<InvoiceFormInput>().toEqualTypeOf<{
      needInvoice?: boolean | undefined;
      personFiscalId?: number | null | undefined;
      salesConditions: 'true' | 'false';
    }>();
    expectTypeOf<InvoiceForm>().toEqualTypeOf<{
      needInvoice: boolean;
      personFiscalId?: number | null | undefined;
      salesConditions: 'true';
    }>();
  });

  it('keep the input and output of every field schema', () => {
    expectTypeOf<Input<'requiredTextSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'requiredTextSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createRequiredTextSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'personEmailSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'personEmailSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createPersonEmailSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'newsletterEmailSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'newsletterEmailSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createNewsletterEmailSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'certifiedEmailSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'certifiedEmailSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'createCertifiedEmailSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Input<'vatNumberSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'vatNumberSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createVatNumberSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'optionalVatNumberSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'optionalVatNumberSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'createOptionalVatNumberSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Input<'personalTaxCodeSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'personalTaxCodeSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createPersonalTaxCodeSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'companyTaxCodeSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'companyTaxCodeSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'createCompanyTaxCodeSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Input<'sdiCodeSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'sdiCodeSchema'>>().toEqualTypeOf<OptionalText>();
    expectTypeOf<Output<'createSdiCodeSchema'>>().toEqualTypeOf<OptionalText>();
  });

  it('keep the input and output of every address part', () => {
    expectTypeOf<Input<'createStreetSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createStreetSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'createCivicNumberSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createCivicNumberSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'createPostalCodeSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createPostalCodeSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'createProvinceSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Output<'createProvinceSchema'>>().toEqualTypeOf<Text>();
    expectTypeOf<Input<'createCountrySchema'>>().toEqualTypeOf<CountryInput | undefined>();
    expectTypeOf<Output<'createCountrySchema'>>().toEqualTypeOf<Country>();
    expectTypeOf<Input<'billingAddressSchema'>>().toEqualTypeOf<AddressInput>();
    expectTypeOf<Output<'createBillingAddressSchema'>>().toEqualTypeOf<Address>();
  });

  it('keep the input and output of every person variant and form', () => {
    expectTypeOf<Input<'createPrivatePersonSchema'>>().toEqualTypeOf<PrivatePerson>();
    expectTypeOf<Output<'createPrivatePersonSchema'>>().toEqualTypeOf<PrivatePerson>();
    expectTypeOf<Input<'createCompanySchema'>>().toEqualTypeOf<Organisation<2>>();
    expectTypeOf<Output<'createCompanySchema'>>().toEqualTypeOf<Organisation<2>>();
    expectTypeOf<Input<'createSoleProprietorshipSchema'>>().toEqualTypeOf<SoleProprietorship>();
    expectTypeOf<Output<'createSoleProprietorshipSchema'>>().toEqualTypeOf<SoleProprietorship>();
    expectTypeOf<Input<'createPublicBodySchema'>>().toEqualTypeOf<Organisation<4>>();
    expectTypeOf<Output<'createPublicBodySchema'>>().toEqualTypeOf<Organisation<4>>();
    expectTypeOf<Input<'createFiscalPersonSchema'>>().toEqualTypeOf<AnyPerson>();
    expectTypeOf<Output<'fiscalPersonSchema'>>().toEqualTypeOf<AnyPerson>();
    expectTypeOf<Input<'createFiscalPersonFormSchema'>>().toEqualTypeOf<FiscalPersonFormInput>();
    expectTypeOf<Output<'fiscalPersonFormSchema'>>().toEqualTypeOf<FiscalPersonForm>();
    expectTypeOf<Input<'createPhoneFormSchema'>>().toEqualTypeOf<PhoneFormInput>();
    expectTypeOf<Output<'phoneFormSchema'>>().toEqualTypeOf<PhoneForm>();
    expectTypeOf<Input<'createNewsletterSchema'>>().toEqualTypeOf<NewsletterInput>();
    expectTypeOf<Output<'newsletterSchema'>>().toEqualTypeOf<Newsletter>();
    expectTypeOf<Input<'createSalesConditionsFieldSchema'>>().toEqualTypeOf<'true' | 'false'>();
    expectTypeOf<Output<'createSalesConditionsFieldSchema'>>().toEqualTypeOf<'true'>();
    expectTypeOf<Input<'createSalesConditionsSchema'>>().toEqualTypeOf<SalesConditionsInput>();
    expectTypeOf<Output<'salesConditionsSchema'>>().toEqualTypeOf<{ salesConditions: 'true' }>();
    expectTypeOf<Input<'createInvoiceFormSchema'>>().toEqualTypeOf<InvoiceFormInput>();
    expectTypeOf<Output<'invoiceFormSchema'>>().toEqualTypeOf<InvoiceForm>();
  });

  it('keep parse and safeParse, which the server and the storefront call', () => {
    expectTypeOf<ReturnType<typeof schemas.billingAddressSchema.parse>>().toEqualTypeOf<Address>();
    expectTypeOf<
      ReturnType<typeof schemas.newsletterEmailSchema.safeParse>['data']
    >().toEqualTypeOf<string | undefined>();
  });
});
