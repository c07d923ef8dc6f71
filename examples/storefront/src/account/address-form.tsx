import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import {
  CITY_LOOKUP_MIN_CHARS,
  CIVIC_MAX_LENGTH,
  STREET_LOOKUP,
  STREET_MAX_LENGTH,
  createCivicNumberSchema,
  createPostalCodeSchema,
  createProvinceSchema,
  createRequiredTextSchema,
  createStreetSchema,
} from '@carrello/core';
import {
  postalCodeForStreet,
  serverFormErrors,
  useCheckAddress,
  useCitySuggestions,
  useProvinces,
  useStreetSuggestions,
} from '@carrello/hooks';
import type { Address, AddressInput, GeoCity, GeoStreet } from '@carrello/sdk';
import { AddressCombobox, Button, Checkbox, Field, TextInput } from '@carrello/ui';

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

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
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

type Values = Required<
  Pick<
    AddressInput,
    'addressName' | 'address1' | 'addressNumber' | 'city' | 'province' | 'postalcode'
  >
> & { doorbellName: string; floor: string; addressNote: string };

type FieldName = keyof Values;

// docs/requirements/validation.md: required fields, street at most 60, civic number at most 8; rules from core.
const RULES: Partial<
  Record<
    FieldName,
    {
      safeParse: (value: unknown) => {
        success: boolean;
        error?: { issues: Array<{ message: string }> };
      };
    }
  >
> = {
  addressName: createRequiredTextSchema(),
  address1: createStreetSchema(),
  addressNumber: createCivicNumberSchema(),
  city: createRequiredTextSchema(),
  province: createProvinceSchema(),
  postalcode: createPostalCodeSchema(),
};

function validate(values: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [name, rule] of Object.entries(RULES) as Array<
    [FieldName, NonNullable<(typeof RULES)[FieldName]>]
  >) {
    const result = rule.safeParse(values[name]);
    if (!result.success) errors[name] = result.error?.issues[0]?.message ?? 'Valore non valido';
  }
  return errors;
}

function initialValues(address: Address | undefined): Values {
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
  };
}

/**
 * What the form sends: the required fields, and the optional ones only when filled in; the
 * default flag when ticked, or `false` when it unticks the current default (omitted otherwise,
 * which keeps it as it is).
 */
function toInput(values: Values, isDefault: boolean, wasDefault: boolean): AddressInput {
  const input: AddressInput = {
    addressName: values.addressName.trim(),
    address1: values.address1.trim(),
    addressNumber: values.addressNumber.trim(),
    city: values.city.trim(),
    province: values.province.trim().toUpperCase(),
    postalcode: values.postalcode.trim(),
  };
  if (values.doorbellName.trim()) input.doorbellName = values.doorbellName.trim();
  if (values.floor.trim()) input.floor = values.floor.trim();
  if (values.addressNote.trim()) input.addressNote = values.addressNote.trim();
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
  const [values, setValues] = useState<Values>(() => initialValues(address));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [isDefault, setIsDefault] = useState(address?.isDefault === true);
  const [cityId, setCityId] = useState<number>();
  const provinces = useProvinces();
  const province = provinces.data?.find((p) => p.Sigla === values.province);
  const cities = useCitySuggestions(province?.Id, values.city);
  const streets = useStreetSuggestions(cityId, values.address1);
  const check = useCheckAddress();

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const checkCoverage = (postalcode: string, city = values.city) => {
    if (!createPostalCodeSchema().safeParse(postalcode).success) return;
    check.mutate({ postalcode, ...(city.trim() ? { city: city.trim() } : {}) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await onSave(toInput(values, isDefault, address?.isDefault === true));
    } catch (error) {
      const server = serverFormErrors(error);
      setErrors(server.fields as Partial<Record<FieldName, string>>);
      setFormError(server.form);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Indirizzo di consegna">
      <Field
        label="Nome dell’indirizzo"
        description="Per esempio Casa o Ufficio"
        required
        error={errors.addressName}
      >
        <TextInput
          name="addressName"
          maxLength={60}
          value={values.addressName}
          onChange={(event) => set('addressName', event.target.value)}
        />
      </Field>
      <Grid>
        <Field label="Provincia" required error={errors.province}>
          {provinces.data && provinces.data.length > 0 ? (
            <Select
              name="province"
              autoComplete="address-level1"
              value={values.province}
              onChange={(event) => {
                set('province', event.target.value);
                setCityId(undefined);
              }}
            >
              <option value="">Scegli la provincia</option>
              {provinces.data.map((item) => (
                <option key={item.Id} value={item.Sigla}>
                  {item.Nome} ({item.Sigla})
                </option>
              ))}
            </Select>
          ) : (
            <TextInput
              name="province"
              maxLength={2}
              autoComplete="address-level1"
              value={values.province}
              onChange={(event) => set('province', event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <AddressCombobox<GeoCity>
          label="Comune"
          required
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onValueChange={(text) => {
            set('city', text);
            setCityId(undefined);
          }}
          items={cities.data ?? []}
          loading={cities.isFetching}
          itemKey={(city) => city.Id}
          itemToString={(city) => city.Nome}
          onPick={(city) => {
            set('city', city.Nome);
            setCityId(city.Id);
          }}
          minChars={CITY_LOOKUP_MIN_CHARS}
          error={errors.city}
        />
      </Grid>
      <Grid>
        <AddressCombobox<GeoStreet>
          label="Via"
          required
          name="address1"
          autoComplete="address-line1"
          maxLength={STREET_MAX_LENGTH}
          value={values.address1}
          onValueChange={(text) => set('address1', text)}
          items={streets.data ?? []}
          loading={streets.isFetching}
          itemKey={(street) => street.Id}
          itemToString={(street) => street.Nome}
          onPick={(street) => {
            set('address1', street.Nome);
            // docs/requirements/invoice.md: a street with exactly one postal code sets it.
            const cap = postalCodeForStreet(street);
            if (cap !== undefined) {
              set('postalcode', cap);
              checkCoverage(cap);
            }
          }}
          minChars={STREET_LOOKUP.minChars}
          error={errors.address1}
        />
        <Field label="Numero civico" required error={errors.addressNumber}>
          <TextInput
            name="addressNumber"
            maxLength={CIVIC_MAX_LENGTH}
            value={values.addressNumber}
            onChange={(event) => set('addressNumber', event.target.value)}
          />
        </Field>
      </Grid>
      <Grid>
        <Field label="CAP" required error={errors.postalcode}>
          <TextInput
            name="postalcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.postalcode}
            onChange={(event) => {
              set('postalcode', event.target.value);
              if (event.target.value.length === 5) checkCoverage(event.target.value);
            }}
          />
        </Field>
        <Field label="Nome sul citofono">
          <TextInput
            name="doorbellName"
            maxLength={60}
            value={values.doorbellName}
            onChange={(event) => set('doorbellName', event.target.value)}
          />
        </Field>
      </Grid>
      <Grid>
        <Field label="Piano">
          <TextInput
            name="floor"
            maxLength={20}
            value={values.floor}
            onChange={(event) => set('floor', event.target.value)}
          />
        </Field>
        <Field label="Note per il corriere">
          <TextInput
            name="addressNote"
            maxLength={300}
            value={values.addressNote}
            onChange={(event) => set('addressNote', event.target.value)}
          />
        </Field>
      </Grid>
      <Checkbox
        name="isDefault"
        label="Imposta come indirizzo predefinito"
        description="La spesa a domicilio proporrà prima questo indirizzo."
        checked={isDefault}
        onCheckedChange={setIsDefault}
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
      {formError ? <Alert role="alert">{formError}</Alert> : null}
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
