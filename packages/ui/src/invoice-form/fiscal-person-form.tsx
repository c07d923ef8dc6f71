import { useState } from 'react';
import { Controller, get, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from '../theme/styled-skin';
import {
  CITY_LOOKUP_MIN_CHARS,
  CIVIC_MAX_LENGTH,
  COUNTRY_ITALY,
  DEFAULT_SDI_CODE,
  PERSON_TYPE,
  STREET_LOOKUP,
  STREET_MAX_LENGTH,
  createFiscalPersonFormSchema,
  postalCodeAfterStreetPick,
  type FiscalPersonForm as FiscalPersonFormOutput,
  type PersonTypeId,
} from '@carrello/core';
import type { GeoCity, GeoProvince, GeoStreet } from '@carrello/sdk';
import { Button } from '../button/button.styles';
import { Field, Select, TextInput } from '../field/field.styles';
import { useMessages } from '../messages/messages-context';
import { media } from '../theme/media';
import { AddressCombobox, type AddressComboboxBaseProps } from './address-combobox';
import { PERSON_TYPE_OPTIONS } from './use-invoice-form';

/** The values the new fiscal person form holds while the user types. */
export interface FiscalPersonFormValues {
  person: {
    personTypeId: PersonTypeId;
    firstName: string;
    lastName: string;
    company: string;
    vatCode: string;
    vatFiscalCode: string;
    email: string;
    emailCertified: string;
    vatSdiCode: string;
  };
  billingAddress: {
    address1: string;
    addressNumber: string;
    postalcode: string;
    city: string;
    province: string;
    country: { countryId: number; iso: string; name: string };
  };
}

/** The address lookups of the form: data in by props, text out by callbacks (the storefront's hooks debounce them, 400 ms). */
export interface AddressLookupProps {
  /** Provinces to choose from; without them the province is typed (two letters). */
  provinces?: readonly GeoProvince[];
  /** Called when a province is chosen, to ask for its cities. */
  onProvinceChange?: (province: GeoProvince | undefined) => void;
  /** City suggestions for the current text (shown from 1 character). */
  cities?: readonly GeoCity[];
  /** Whether city suggestions are loading. */
  citiesLoading?: boolean;
  /** Called with the city text on every keystroke. */
  onCityTextChange?: (text: string) => void;
  /** Called when a city is picked, to ask for its streets. */
  onCityPick?: (city: GeoCity) => void;
  /** Street suggestions for the current text (shown from more than 3 characters). */
  streets?: readonly GeoStreet[];
  /** Whether street suggestions are loading. */
  streetsLoading?: boolean;
  /** Called with the street text on every keystroke. */
  onStreetTextChange?: (text: string) => void;
}

/** Props of {@link FiscalPersonForm}. */
export interface FiscalPersonFormProps extends AddressLookupProps {
  /**
   * Called with the validated person and billing address, the value `useInsertFiscalPerson` of
   * `@carrello/hooks` takes as is. Resolve a truthy value (`true`, or the inserted person) when
   * the person was inserted: the form then resets (docs/requirements/invoice.md); `false`, `null`, `undefined` or a
   * rejection (the parent shows the error) leave it as it is.
   */
  onSubmit: (value: FiscalPersonFormOutput) => unknown;
  /** Called when the user gives up adding a person. */
  onCancel?: () => void;
  /**
   * The person type the form starts with.
   * @default 1
   */
  defaultPersonType?: PersonTypeId;
}

const schema = createFiscalPersonFormSchema();
const resolver = zodResolver(schema) as unknown as Resolver<
  FiscalPersonFormValues,
  unknown,
  FiscalPersonFormOutput
>;

function emptyValues(personTypeId: PersonTypeId): FiscalPersonFormValues {
  return {
    person: {
      personTypeId,
      firstName: '',
      lastName: '',
      company: '',
      vatCode: '',
      vatFiscalCode: '',
      email: '',
      emailCertified: '',
      vatSdiCode: '',
    },
    billingAddress: {
      address1: '',
      addressNumber: '',
      postalcode: '',
      city: '',
      province: '',
      country: { ...COUNTRY_ITALY },
    },
  };
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const RadioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Props of {@link PlaceCombobox}. */
interface PlaceComboboxProps<Place extends GeoCity> extends Pick<
  AddressComboboxBaseProps<Place>,
  'label' | 'autoComplete' | 'maxLength' | 'items' | 'loading' | 'minChars'
> {
  control: Control<FiscalPersonFormValues, unknown, FiscalPersonFormOutput>;
  /** The address field the box fills. */
  name: 'billingAddress.city' | 'billingAddress.address1';
  /** Called with the text on every keystroke, after the form takes it. */
  onTextChange?: (text: string) => void;
  /** Called with the picked place, after the form takes its name. */
  onPick?: (place: Place) => void;
}

/**
 * A required city or street box bound to one address field: it holds the typed or picked name
 * and shows that field's error.
 */
function PlaceCombobox<Place extends GeoCity>({
  control,
  name,
  onTextChange,
  onPick,
  ...props
}: PlaceComboboxProps<Place>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressCombobox<Place>
          {...props}
          required
          error={fieldState.error?.message}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onValueChange={(text) => {
            field.onChange(text);
            onTextChange?.(text);
          }}
          itemKey={(place) => place.Id}
          itemToString={(place) => place.Nome}
          onPick={(place) => {
            field.onChange(place.Nome);
            onPick?.(place);
          }}
        />
      )}
    />
  );
}

/**
 * The new fiscal person form of the invoice (docs/requirements/invoice.md and validation.md): person type 1-4 with its own
 * fields, PEC or SDI, and the billing address with city and street suggestions. Validated with
 * `createFiscalPersonFormSchema` of `@carrello/core`; a blank SDI code is sent as 0000000.
 * @example
 * const insert = useInsertFiscalPerson();
 * <FiscalPersonForm onSubmit={(value) => insert.mutateAsync(value)} />
 */
export function FiscalPersonForm({
  onSubmit,
  onCancel,
  defaultPersonType = PERSON_TYPE.PRIVATE,
  provinces,
  onProvinceChange,
  cities = [],
  citiesLoading,
  onCityTextChange,
  onCityPick,
  streets = [],
  streetsLoading,
  onStreetTextChange,
}: FiscalPersonFormProps) {
  const messages = useMessages();
  const t = messages.invoice;
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<FiscalPersonFormValues, unknown, FiscalPersonFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyValues(defaultPersonType),
  });
  const error = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const sdiField = register('person.vatSdiCode');
  const personType = useWatch({ control, name: 'person.personTypeId' });
  const isPrivate = personType === PERSON_TYPE.PRIVATE;

  const submit = handleSubmit(async (value) => {
    const person = {
      // Optional fields left blank are not sent: the API takes a missing PEC or Partita IVA,
      // not an empty one (an empty PEC is not an e-mail address).
      ...(Object.fromEntries(
        Object.entries(value.person).filter(
          ([, field]) => !(typeof field === 'string' && field.trim() === ''),
        ),
      ) as FiscalPersonFormOutput['person']),
      // docs/requirements/invoice.md: a new fiscal person gets the e-invoice code 0000000 when none is given.
      vatSdiCode: value.person.vatSdiCode?.trim() ? value.person.vatSdiCode : DEFAULT_SDI_CODE,
    };
    setSubmitting(true);
    try {
      // A rejection leaves the form as it is: the parent shows the error (docs/requirements/errors.md).
      const inserted: unknown = await Promise.resolve(
        onSubmit({ ...value, person } as FiscalPersonFormOutput),
      ).catch(() => false);
      if (inserted) reset(emptyValues(personType));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t.newPerson}>
      <Fieldset>
        <Legend>{t.personType}</Legend>
        <Controller
          control={control}
          name="person.personTypeId"
          render={({ field }) => (
            <RadioRow>
              {PERSON_TYPE_OPTIONS.map((option) => (
                <label key={option.id}>
                  <input
                    type="radio"
                    name={field.name}
                    value={option.id}
                    checked={field.value === option.id}
                    onChange={() => field.onChange(option.id)}
                    onBlur={field.onBlur}
                  />
                  {t.personTypes[option.key]}
                </label>
              ))}
            </RadioRow>
          )}
        />
      </Fieldset>
      <Grid>
        {isPrivate ? (
          <>
            <Field label={t.firstName} required error={error('person.firstName')}>
              <TextInput autoComplete="given-name" {...register('person.firstName')} />
            </Field>
            <Field label={t.lastName} required error={error('person.lastName')}>
              <TextInput autoComplete="family-name" {...register('person.lastName')} />
            </Field>
          </>
        ) : (
          <>
            <Field label={t.company} required error={error('person.company')}>
              <TextInput autoComplete="organization" {...register('person.company')} />
            </Field>
            <Field
              label={t.vatCode}
              required={personType === PERSON_TYPE.SOLE_PROPRIETORSHIP}
              error={error('person.vatCode')}
            >
              <TextInput inputMode="numeric" autoComplete="off" {...register('person.vatCode')} />
            </Field>
          </>
        )}
        {/* The codice fiscale closes both sets: a private person must give it. */}
        <Field label={t.taxCode} required={isPrivate} error={error('person.vatFiscalCode')}>
          <TextInput
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={16}
            {...register('person.vatFiscalCode')}
          />
        </Field>
        <Field label={t.email} required error={error('person.email')}>
          <TextInput type="email" autoComplete="email" {...register('person.email')} />
        </Field>
      </Grid>
      <Fieldset>
        <Legend>
          {t.pec} / {t.sdi}
        </Legend>
        {isPrivate ? null : <Hint>{t.pecOrSdi}</Hint>}
        <Grid>
          <Field label={t.pec} error={error('person.emailCertified')}>
            <TextInput type="email" autoComplete="off" {...register('person.emailCertified')} />
          </Field>
          <Field label={t.sdi} error={error('person.vatSdiCode')}>
            <TextInput
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={7}
              {...sdiField}
              onChange={(event) => {
                // docs/requirements/validation.md: the SDI code is upper-cased as it is typed (same length: the caret stays).
                const input = event.target;
                const caret = input.selectionStart;
                input.value = input.value.toUpperCase();
                if (caret !== null) input.setSelectionRange(caret, caret);
                void sdiField.onChange(event);
              }}
            />
          </Field>
        </Grid>
      </Fieldset>
      <Fieldset>
        <Legend>{t.address}</Legend>
        <Grid>
          <Field label={t.province} required error={error('billingAddress.province')}>
            {provinces && provinces.length > 0 ? (
              <Select
                {...register('billingAddress.province', {
                  onChange: (event: { target: { value: string } }) =>
                    onProvinceChange?.(provinces.find((p) => p.Sigla === event.target.value)),
                })}
              >
                <option value="" />
                {provinces.map((province) => (
                  <option key={province.Id} value={province.Sigla}>
                    {province.Nome} ({province.Sigla})
                  </option>
                ))}
              </Select>
            ) : (
              <TextInput
                maxLength={2}
                autoCapitalize="characters"
                autoComplete="address-level1"
                {...register('billingAddress.province')}
              />
            )}
          </Field>
          <PlaceCombobox<GeoCity>
            control={control}
            name="billingAddress.city"
            label={t.city}
            autoComplete="address-level2"
            items={cities}
            loading={citiesLoading}
            onTextChange={onCityTextChange}
            onPick={onCityPick}
            minChars={CITY_LOOKUP_MIN_CHARS}
          />
          <PlaceCombobox<GeoStreet>
            control={control}
            name="billingAddress.address1"
            label={t.street}
            autoComplete="address-line1"
            maxLength={STREET_MAX_LENGTH}
            items={streets}
            loading={streetsLoading}
            onTextChange={onStreetTextChange}
            onPick={(street) => {
              const current = getValues('billingAddress.postalcode');
              const cap = postalCodeAfterStreetPick(street, current);
              if (cap !== current) {
                // An emptied CAP is flagged only once the shopper has been through the field,
                // as the form's `onTouched` mode does for typing.
                setValue('billingAddress.postalcode', cap, {
                  shouldValidate:
                    cap !== '' || getFieldState('billingAddress.postalcode').isTouched,
                  shouldDirty: true,
                });
              }
            }}
            minChars={STREET_LOOKUP.minChars}
          />
          <Field label={t.civic} required error={error('billingAddress.addressNumber')}>
            <TextInput maxLength={CIVIC_MAX_LENGTH} {...register('billingAddress.addressNumber')} />
          </Field>
          <Field label={t.postalCode} required error={error('billingAddress.postalcode')}>
            <TextInput
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              {...register('billingAddress.postalcode')}
            />
          </Field>
          <Field label={messages.invoice.country}>
            <TextInput value={COUNTRY_ITALY.name} disabled readOnly />
          </Field>
        </Grid>
      </Fieldset>
      <Actions>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {messages.common.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {t.savePerson}
        </Button>
      </Actions>
    </Form>
  );
}
