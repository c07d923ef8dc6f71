import { useEffect, useState } from 'react';

import {
  useCitySuggestions,
  useDeleteFiscalPerson,
  useFiscalPersons,
  useInsertFiscalPerson,
  useNeedInvoice,
  useProvinces,
  useSelectFiscalPerson,
  useStreetSuggestions,
  useUpdateUserDetail,
  useUserDetail,
} from '@carrello/hooks';
import type { Cart, GeoCity, GeoProvince } from '@carrello/sdk';
import { InvoiceForm, PhoneForm, type SalesConditionsValue } from '@carrello/ui';

/**
 * docs/requirements/invoice.md wired to the hooks: the invoice switch and the fiscal persons (with the new-person
 * form and the address lookups), the phone form and the sales conditions; reports whether the
 * form is complete each time it is validated.
 */
export function PaymentDetails({
  cart,
  onCompleteChange,
}: {
  cart: Cart;
  onCompleteChange: (complete: boolean) => void;
}) {
  const detail = useUserDetail();
  const updateUser = useUpdateUserDetail();
  const persons = useFiscalPersons();
  const needInvoice = useNeedInvoice();
  const select = useSelectFiscalPerson();
  const insert = useInsertFiscalPerson();
  const remove = useDeleteFiscalPerson();
  const provinces = useProvinces();
  const [province, setProvince] = useState<GeoProvince>();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<GeoCity>();
  const [streetText, setStreetText] = useState('');
  const cities = useCitySuggestions(province?.Id, cityText);
  const streets = useStreetSuggestions(city?.Id, streetText);
  const [salesConditions, setSalesConditions] = useState<SalesConditionsValue>('false');
  const selected = Number(cart.cartInfos.PERSON_FISCAL_ID) || null;
  // docs/requirements/invoice.md: the phone is confirmed when the user already has one, or once it is saved.
  const phoneConfirmed = Boolean(detail.data?.phone);

  useEffect(() => () => onCompleteChange(false), [onCompleteChange]);

  return (
    <InvoiceForm
      needInvoice={cart.cartInfos.need_invoice === 'true'}
      onNeedInvoiceChange={(next) => needInvoice.mutate(next)}
      persons={persons.data?.personFiscals ?? []}
      selectedPersonId={selected}
      onSelectedPersonChange={(personFiscalId) => select.mutate(personFiscalId)}
      // docs/requirements/invoice.md: on success the list reloads and the new person is selected on the cart.
      onAddPerson={(value) => insert.mutateAsync(value)}
      onDeletePerson={(person) => {
        remove.mutate(
          { personFiscalId: person.personFiscalId },
          {
            onSuccess: () => {
              if (person.personFiscalId === selected) select.mutate(null);
            },
          },
        );
      }}
      phoneConfirmed={phoneConfirmed}
      phoneForm={
        <PhoneForm
          defaultPhone={detail.data?.phone ?? undefined}
          onSave={(value) => updateUser.mutateAsync({ phone: value.phone, prefix: value.prefix })}
        />
      }
      salesConditions={salesConditions}
      onSalesConditionsChange={setSalesConditions}
      salesConditionsHref="/page/condizioni-di-vendita"
      onCompleteChange={onCompleteChange}
      provinces={provinces.data}
      onProvinceChange={(next) => {
        setProvince(next);
        setCity(undefined);
      }}
      cities={cities.data}
      citiesLoading={cities.isFetching}
      onCityTextChange={(text) => {
        // Streets are looked up in the picked Comune: a retyped one is no longer picked.
        setCityText(text);
        setCity(undefined);
      }}
      onCityPick={setCity}
      streets={streets.data}
      streetsLoading={streets.isFetching}
      onStreetTextChange={setStreetText}
    />
  );
}
