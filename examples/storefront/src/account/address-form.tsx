import { useState } from 'react';
import { Controller, useWatch, type Control, type RefCallBack } from 'react-hook-form';
import { styled } from 'styled-components';

import {
  CITY_LOOKUP_MIN_CHARS,
  CIVIC_MAX_LENGTH,
  STREET_LOOKUP,
  STREET_MAX_LENGTH,
  addressFormSchema,
  createPostalCodeSchema,
  type AddressForm as AddressFormOutput,
  type AddressFormInput,
} from '@carrello/core';
import {
  postalCodeAfterStreetPick,
  serverFormErrors,
  useCheckAddress,
  useCitySuggestions,
  useProvinces,
  useStreetSuggestions,
} from '@carrello/hooks';
import type { Address, AddressInput, GeoCity, GeoStreet } from '@carrello/sdk';
import { AddressCombobox, Button, Checkbox, Field, Select, TextInput } from '@carrello/ui';

import { useFormDraft } from '../forms/form-drafts';
import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Coverage = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.onPrimarySoft : theme.colors.danger)};
  border: 1px solid ${({ theme, $ok }) => ($ok ? 'transparent' : theme.colors.danger)};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

// The suggestion boxes take no ref: this wrapper, out of the layout, hands react-hook-form a way to
// focus the box's text field, so the first field in error takes the focus (WCAG 3.3.1).
const FocusTarget = styled.div`
  display: contents;
`;

function focusTarget(ref: RefCallBack) {
  return (element: HTMLDivElement | null) => {
    ref(element ? { focus: () => element.querySelector('input')?.focus() } : null);
  };
}

/** Props of {@link PlaceCombobox}. */
interface PlaceComboboxProps<TPlace extends GeoCity | GeoStreet> {
  control: Control<AddressFormInput, unknown, AddressFormOutput>;
  name: 'city' | 'address1';
  label: string;
  autoComplete: string;
  maxLength?: number;
  /** The places the lookup suggests for what is typed. */
  suggestions: { data?: TPlace[] | undefined; isFetching: boolean };
  minChars: number;
  error: string | undefined;
  /** The field's value changed, typed or picked. */
  onEdit: () => void;
  /** The shopper typed in the field, after `onEdit`. */
  onType?: () => void;
  /** The shopper picked a place, whose name is now the field's value, after `onEdit`. */
  onPick: (place: TPlace) => void;
}

/** The Comune or the street: a required field with the places the geo lookup suggests. */
function PlaceCombobox<TPlace extends GeoCity | GeoStreet>({
  control,
  name,
  suggestions,
  onEdit,
  onType,
  onPick,
  ...box
}: PlaceComboboxProps<TPlace>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FocusTarget ref={focusTarget(field.ref)}>
          <AddressCombobox<TPlace>
            {...box}
            required
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onValueChange={(next) => {
              field.onChange(next);
              onEdit();
              onType?.();
            }}
            items={suggestions.data ?? []}
            loading={suggestions.isFetching}
            itemKey={(place) => place.Id}
            itemToString={(place) => place.Nome}
            onPick={(place) => {
              field.onChange(place.Nome);
              onEdit();
              onPick(place);
            }}
          />
        </FocusTarget>
      )}
    />
  );
}

// The fields in the order the form shows them: the first one in error takes the focus. The
// suggestion boxes register after the plain fields, so react-hook-form's own order would not do.
const FIELD_ORDER = [
  'addressName',
  'province',
  'city',
  'address1',
  'addressNumber',
  'postalcode',
] as const;

const postalCodeSchema = createPostalCodeSchema();

/** Whether a typed name is a place's name, case and accents aside (`Cantu` is `Cantù`). */
function sameName(name: string, typed: string): boolean {
  return name.localeCompare(typed.trim(), 'it', { sensitivity: 'base' }) === 0;
}

function initialValues(address: Address | undefined): AddressFormInput {
  return {
    addressName: address?.addressName ?? '',
    address1: address?.address1 ?? '',
    addressNumber: address?.addressNumber ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postalcode: address?.postalcode ?? '',
    doorbellName: address?.doorbellName ?? '',
    floor: address?.floor ?? '',
    addressNote: address?.addressNote ?? '',
    isDefault: address?.isDefault === true,
  };
}

/**
 * What the form sends: the required fields, and the optional ones only when filled in; the
 * default flag when ticked, or `false` when it unticks the current default (omitted otherwise,
 * which keeps it as it is).
 */
function toInput(value: AddressFormOutput, wasDefault: boolean): AddressInput {
  const { doorbellName, floor, addressNote, isDefault, ...required } = value;
  const input: AddressInput = { ...required };
  if (doorbellName) input.doorbellName = doorbellName;
  if (floor) input.floor = floor;
  if (addressNote) input.addressNote = addressNote;
  if (isDefault) input.isDefault = true;
  else if (wasDefault) input.isDefault = false;
  return input;
}

interface AddressFormProps {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Saves the address; rejects with the server's refusal. */
  onSave: (input: AddressInput) => Promise<unknown>;
  /** Called when the shopper gives up. */
  onCancel: () => void;
  /** Whether the save is on its way. */
  saving: boolean;
}

/**
 * A home-delivery address: province, then city and street with suggestions (docs/requirements/validation.md: 400 ms,
 * city from 1 character, street over 3), the CAP filled in when the street has only one
 * (docs/requirements/invoice.md), and the delivery-zone check of the CAP. Nothing typed is lost on a failure.
 */
export function AddressForm({ address, onSave, onCancel, saving }: AddressFormProps) {
  const [cityId, setCityId] = useState<number>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    reset,
    setFocus,
    formState: { errors },
  } = useSchemaForm(addressFormSchema, {
    shouldFocusError: false,
    defaultValues: initialValues(address),
  });
  useFormDraft({ getValues, reset }, 'indirizzo');
  const [provinceCode, cityText, streetText] = useWatch({
    control,
    name: ['province', 'city', 'address1'],
  });
  const provinces = useProvinces();
  const province = provinces.data?.find((p) => p.Sigla === provinceCode);
  const cities = useCitySuggestions(province?.Id, cityText);
  // A Comune counts as chosen when its name is in the field, picked or not: an address being
  // edited, or given back after a sign-in, suggests its streets without choosing it again.
  const chosenCityId = cityId ?? cities.data?.find((city) => sameName(city.Nome, cityText))?.Id;
  const streets = useStreetSuggestions(chosenCityId, streetText);
  const check = useCheckAddress();

  /** Editing a field takes its message away until the next try. */
  const edited = (name: keyof AddressFormInput) => {
    if (errors[name]) clearErrors(name);
  };
  const text = (name: Exclude<keyof AddressFormInput, 'isDefault'>) =>
    register(name, { onChange: () => edited(name) });

  const checkCoverage = (postalcode: string, city = getValues('city')) => {
    if (!postalCodeSchema.safeParse(postalcode).success) return;
    check.mutate({ postalcode, ...(city.trim() ? { city: city.trim() } : {}) });
  };

  const submit = handleSubmit(
    async (value) => {
      try {
        await onSave(toInput(value, address?.isDefault === true));
      } catch (error) {
        setServerErrors(error, setError, {
          addressName: ['addressName'],
          province: ['province'],
          city: ['city'],
          address1: ['address1'],
          addressNumber: ['addressNumber'],
          postalcode: ['postalcode'],
          doorbellName: ['doorbellName'],
          floor: ['floor'],
          addressNote: ['addressNote'],
        });
        const form = serverFormErrors(error).form;
        if (form) setError('root.server', { type: 'server', message: form });
      }
    },
    (found) => {
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first) setFocus(first);
    },
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Indirizzo di consegna">
      <Field
        label="Nome dell’indirizzo"
        description="Per esempio Casa o Ufficio"
        required
        error={errors.addressName?.message}
      >
        <TextInput maxLength={60} {...text('addressName')} />
      </Field>
      <Grid>
        <Field label="Provincia" required error={errors.province?.message}>
          {provinces.data && provinces.data.length > 0 ? (
            <Select
              autoComplete="address-level1"
              {...register('province', {
                onChange: () => {
                  edited('province');
                  setCityId(undefined);
                },
              })}
            >
              <option value="">Scegli la provincia</option>
              {provinces.data.map((item) => (
                <option key={item.Id} value={item.Sigla}>
                  {item.Nome} ({item.Sigla})
                </option>
              ))}
            </Select>
          ) : (
            <Controller
              control={control}
              name="province"
              render={({ field }) => (
                <TextInput
                  maxLength={2}
                  autoComplete="address-level1"
                  {...field}
                  onChange={(event) => {
                    field.onChange(event.target.value.toUpperCase());
                    edited('province');
                  }}
                />
              )}
            />
          )}
        </Field>
        <PlaceCombobox<GeoCity>
          control={control}
          name="city"
          label="Comune"
          autoComplete="address-level2"
          suggestions={cities}
          minChars={CITY_LOOKUP_MIN_CHARS}
          error={errors.city?.message}
          onEdit={() => edited('city')}
          onType={() => setCityId(undefined)}
          onPick={(city) => setCityId(city.Id)}
        />
      </Grid>
      <Grid>
        <PlaceCombobox<GeoStreet>
          control={control}
          name="address1"
          label="Via"
          autoComplete="address-line1"
          maxLength={STREET_MAX_LENGTH}
          suggestions={streets}
          minChars={STREET_LOOKUP.minChars}
          error={errors.address1?.message}
          onEdit={() => edited('address1')}
          onPick={(street) => {
            // docs/requirements/invoice.md: the street's only CAP fills the field, a CAP
            // that is none of its several empties it, with its delivery-zone answer.
            const current = getValues('postalcode');
            const cap = postalCodeAfterStreetPick(street, current);
            if (cap !== current) {
              setValue('postalcode', cap);
              edited('postalcode');
              if (cap === '') check.reset();
              else checkCoverage(cap);
            }
          }}
        />
        <Field label="Numero civico" required error={errors.addressNumber?.message}>
          <TextInput maxLength={CIVIC_MAX_LENGTH} {...text('addressNumber')} />
        </Field>
      </Grid>
      <Grid>
        <Field label="CAP" required error={errors.postalcode?.message}>
          <TextInput
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...register('postalcode', {
              onChange: (event: { target: { value: string } }) => {
                edited('postalcode');
                if (event.target.value.length === 5) checkCoverage(event.target.value);
              },
            })}
          />
        </Field>
        <Field label="Nome sul citofono">
          <TextInput maxLength={60} {...text('doorbellName')} />
        </Field>
      </Grid>
      <Grid>
        <Field label="Piano">
          <TextInput maxLength={20} {...text('floor')} />
        </Field>
        <Field label="Note per il corriere">
          <TextInput maxLength={300} {...text('addressNote')} />
        </Field>
      </Grid>
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <Checkbox
            name={field.name}
            label="Imposta come indirizzo predefinito"
            description="La spesa a domicilio proporrà prima questo indirizzo."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div role="status">
        {check.isPending ? <p>Verifico la zona di consegna…</p> : null}
        {check.data ? (
          <Coverage $ok={check.data.covered}>
            {check.data.covered
              ? 'La consegna a domicilio raggiunge questo indirizzo.'
              : 'La consegna a domicilio non raggiunge ancora questo CAP: potrai salvare l’indirizzo, ma non sceglierlo per la spesa.'}
          </Coverage>
        ) : null}
        {check.isError ? <p>Non è stato possibile verificare la zona di consegna.</p> : null}
      </div>
      {errors.root?.server ? <Alert role="alert">{errors.root.server.message}</Alert> : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Annulla
        </Button>
        <Button type="submit" loading={saving}>
          Salva indirizzo
        </Button>
      </Actions>
    </Form>
  );
}
