import { EbsnError, createEbsnClient } from '@carrello/sdk';
import { render, screen, waitFor, within } from '../testing/render';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../testing/server-render';
import { FiscalPersonForm } from './fiscal-person-form';
import type { FiscalPersonFormProps } from './fiscal-person-form';
import { InvoiceForm } from './invoice-form';
import { privatePerson } from './person-fixtures';
import { PhoneForm } from './phone-form';
import { SalesConditions } from './sales-conditions';

const streets = [
  { Id: 1, Nome: 'Via Roma', elencoCAP: ['20121'] },
  { Id: 2, Nome: 'Via Romagna', elencoCAP: ['20133', '20134'] },
];

/** Renders the form (with an `onSubmit` spy unless given) and returns the user that drives it. */
function renderFiscalPersonForm(props: Partial<FiscalPersonFormProps> = {}) {
  const { user } = render(<FiscalPersonForm onSubmit={vi.fn()} {...props} />);
  return user;
}

const saveButton = () => screen.getByRole('button', { name: 'Salva i dati di fatturazione' });

const provinces = [
  { Id: 15, Nome: 'Milano', Sigla: 'MI' },
  { Id: 58, Nome: 'Roma', Sigla: 'RM' },
] as const;

/**
 * Types a complete private person living in Via Roma 12, 20121 Milano, then saves. The province
 * MI is typed in the two-letter box, or chosen in the select when the form was given provinces.
 */
async function savePrivatePerson(
  user: UserEvent,
  person: { firstName: string; lastName: string; fiscalCode: string; email: string },
  province: 'typed' | 'chosen' = 'typed',
) {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), person.firstName);
  await user.type(screen.getByRole('textbox', { name: 'Cognome' }), person.lastName);
  await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), person.fiscalCode);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), person.email);
  if (province === 'typed') {
    await user.type(screen.getByRole('textbox', { name: 'Provincia' }), 'MI');
  } else {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Milano (MI)');
  }
  await user.type(screen.getByRole('combobox', { name: 'Comune' }), 'Milano');
  await user.type(screen.getByRole('combobox', { name: 'Indirizzo' }), 'Via Roma');
  await user.type(screen.getByRole('textbox', { name: 'Numero civico' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'CAP' }), '20121');
  await user.click(saveButton());
}

const maria = {
  firstName: 'Maria',
  lastName: 'Russo',
  fiscalCode: 'RSSMRA85T10A562S',
  email: 'maria.russo@example.it',
};

describe('FiscalPersonForm', () => {
  it('shows the Italian messages of core under the fields, wired with aria-invalid', async () => {
    const onSubmit = vi.fn();
    const user = renderFiscalPersonForm({ onSubmit });
    await user.click(saveButton());
    const firstName = screen.getByRole('textbox', { name: 'Nome' });
    expect(firstName).toBeInvalid();
    expect(firstName).toHaveAccessibleDescription('Campo obbligatorio');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Digitare l’e-mail',
    );
    for (const name of ['Comune', 'Indirizzo']) {
      const place = screen.getByRole('combobox', { name });
      expect(place).toBeInvalid();
      expect(place).toHaveAccessibleDescription('Campo obbligatorio');
    }
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'RSSMRA85T10A562X');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Codice fiscale' })).toHaveAccessibleDescription(
      'Formato non corretto',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks company fields by person type, with the VAT and PEC o SDI rules', async () => {
    const user = renderFiscalPersonForm();
    await user.click(screen.getByRole('radio', { name: 'Azienda' }));
    expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Partita IVA' })).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'Partita IVA' }), '123');
    await user.click(saveButton());
    expect(screen.getByRole('textbox', { name: 'Ragione sociale' })).toHaveAccessibleDescription(
      'Campo obbligatorio',
    );
    expect(screen.getByRole('textbox', { name: 'Partita IVA' })).toHaveAccessibleDescription(
      'La Partita Iva deve avere 11 cifre',
    );
    expect(screen.getByRole('textbox', { name: 'PEC' })).toHaveAccessibleDescription(
      'PEC o SDI obbligatori',
    );
    await user.click(screen.getByRole('radio', { name: 'Ditta individuale' }));
    expect(screen.getByRole('textbox', { name: 'Partita IVA' })).toBeRequired();
  });

  it('asks for the Partita IVA or the codice fiscale of a company with both empty', async () => {
    const user = renderFiscalPersonForm();
    await user.click(screen.getByRole('radio', { name: 'Azienda' }));
    await user.click(saveButton());
    expect(screen.getByRole('textbox', { name: 'Partita IVA' })).toHaveAccessibleDescription(
      'Partita Iva o Codice Fiscale obbligatori',
    );
  });

  it('upper-cases the SDI code as it is typed', async () => {
    const user = renderFiscalPersonForm();
    await user.click(screen.getByRole('radio', { name: 'Azienda' }));
    const sdi = screen.getByRole('textbox', { name: /SDI/ });
    await user.type(sdi, 'ab12c');
    expect(sdi).toHaveValue('AB12C');
  });

  it('limits street and civic number, and fixes the country to Italia', () => {
    renderFiscalPersonForm();
    expect(screen.getByRole('combobox', { name: 'Indirizzo' })).toHaveAttribute('maxlength', '60');
    expect(screen.getByRole('textbox', { name: 'Numero civico' })).toHaveAttribute(
      'maxlength',
      '8',
    );
    const country = screen.getByRole('textbox', { name: 'Nazione' });
    expect(country).toBeDisabled();
    expect(country).toHaveValue('Italia');
  });

  it('suggests streets after more than 3 characters and fills the only CAP of the picked street', async () => {
    const onStreetTextChange = vi.fn();
    const user = renderFiscalPersonForm({ streets, onStreetTextChange });
    const street = screen.getByRole('combobox', { name: 'Indirizzo' });
    await user.type(street, 'Via');
    expect(screen.queryByRole('option', { name: 'Via Roma' })).not.toBeInTheDocument();
    await user.type(street, ' R');
    expect(onStreetTextChange).toHaveBeenLastCalledWith('Via R');
    await user.click(await screen.findByRole('option', { name: 'Via Roma' }));
    expect(street).toHaveValue('Via Roma');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveValue('20121'));
  });

  it('keeps the CAP empty for a street with several postal codes', async () => {
    const user = renderFiscalPersonForm({ streets });
    await user.type(screen.getByRole('combobox', { name: 'Indirizzo' }), 'Via Romag');
    await user.click(await screen.findByRole('option', { name: 'Via Romagna' }));
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveValue('');
  });

  it('empties the CAP of the street picked before when the new street has several others', async () => {
    const user = renderFiscalPersonForm({
      streets: [...streets, { Id: 3, Nome: 'Via Romolo', elencoCAP: ['20121', '20143'] }],
    });
    const street = screen.getByRole('combobox', { name: 'Indirizzo' });
    const cap = screen.getByRole('textbox', { name: 'CAP' });
    await user.type(street, 'Via Rom');
    await user.click(await screen.findByRole('option', { name: 'Via Roma' }));
    await waitFor(() => expect(cap).toHaveValue('20121'));

    await user.clear(street);
    await user.type(street, 'Via Rom');
    await user.click(await screen.findByRole('option', { name: 'Via Romolo' }));
    expect(cap).toHaveValue('20121');

    await user.clear(street);
    await user.type(street, 'Via Rom');
    await user.click(await screen.findByRole('option', { name: 'Via Romagna' }));
    await waitFor(() => expect(cap).toHaveValue(''));
    expect(cap).not.toHaveAccessibleDescription('Campo obbligatorio');
  });

  it('suggests cities from the first character and reports the picked city', async () => {
    const onCityPick = vi.fn();
    const user = renderFiscalPersonForm({ cities: [{ Id: 15146, Nome: 'Milano' }], onCityPick });
    await user.type(screen.getByRole('combobox', { name: 'Comune' }), 'M');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onCityPick).toHaveBeenCalledWith({ Id: 15146, Nome: 'Milano' });
    expect(screen.getByRole('combobox', { name: 'Comune' })).toHaveValue('Milano');
  });

  it('sends a valid private person with the e-invoice code 0000000 and resets on success', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const user = renderFiscalPersonForm({ onSubmit });
    await savePrivatePerson(user, {
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'rssmra85t10a562s',
      email: 'mario.rossi@example.it',
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const value = onSubmit.mock.calls[0]?.[0];
    expect(value.person).toMatchObject({
      personTypeId: 1,
      vatFiscalCode: 'RSSMRA85T10A562S',
      vatSdiCode: '0000000',
    });
    expect(value.billingAddress).toMatchObject({ postalcode: '20121', country: { iso: 'IT' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
  });

  it('leaves out the optional fields left blank (no empty PEC, Partita IVA or company)', async () => {
    const onSubmit = vi.fn().mockResolvedValue(false);
    const user = renderFiscalPersonForm({ onSubmit });
    await savePrivatePerson(user, maria);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const person = onSubmit.mock.calls[0]?.[0]?.person;
    expect(person).not.toHaveProperty('emailCertified');
    expect(person).not.toHaveProperty('vatCode');
    expect(person).not.toHaveProperty('company');
    expect(person).toMatchObject({ firstName: 'Maria', email: 'maria.russo@example.it' });
    // Not inserted: the form keeps what the shopper typed.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
  });

  it('offers the given provinces in a select, reports the choice and sends its code', async () => {
    const onSubmit = vi.fn().mockResolvedValue(false);
    const onProvinceChange = vi.fn();
    const user = renderFiscalPersonForm({ onSubmit, provinces, onProvinceChange });
    expect(screen.queryByRole('textbox', { name: 'Provincia' })).not.toBeInTheDocument();
    const province = screen.getByRole('combobox', { name: 'Provincia' });
    expect(province).toBeRequired();
    expect(
      within(province)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', 'Milano (MI)', 'Roma (RM)']);
    await user.click(saveButton());
    expect(province).toBeInvalid();
    expect(province).toHaveAccessibleDescription('Campo obbligatorio');

    await user.selectOptions(province, 'Roma (RM)');
    expect(onProvinceChange).toHaveBeenLastCalledWith(provinces[1]);
    await waitFor(() => expect(province).toBeValid());
    await user.selectOptions(province, '');
    expect(onProvinceChange).toHaveBeenLastCalledWith(undefined);
    await waitFor(() => expect(province).toBeInvalid());

    await savePrivatePerson(user, maria, 'chosen');
    expect(onProvinceChange).toHaveBeenLastCalledWith(provinces[0]);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]?.billingAddress).toMatchObject({ province: 'MI' });
    // Typing ten fields takes a while on a busy machine.
  }, 20_000);

  it.each([
    ['resolves the inserted person', () => Promise.resolve(privatePerson), ''],
    [
      'rejects (the server refused)',
      () => Promise.reject(new Error('Partita Iva già presente')),
      'Maria',
    ],
  ])(
    'when onSubmit %s, resets or keeps the form',
    async (_case, answer, nameAfter) => {
      const onSubmit = vi.fn(answer);
      const user = renderFiscalPersonForm({ onSubmit });
      await savePrivatePerson(user, maria);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-busy'));
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(nameAfter);
      // Typing ten fields takes a while on a busy machine.
    },
    20_000,
  );
});

/** Types a valid mobile number in a PhoneForm saving with `onSave`, and saves it. */
async function savePhone(onSave: (value: unknown) => unknown) {
  const { user } = render(<PhoneForm onSave={onSave} />);
  const phone = screen.getByRole('textbox', { name: 'Telefono' });
  await user.type(phone, '333 1234567');
  const save = screen.getByRole('button', { name: 'Salva il telefono' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  return { user, phone, save };
}

describe('PhoneForm', () => {
  it('starts with +39 and keeps Save disabled until the mobile number is valid', async () => {
    const onSave = vi.fn();
    const { user } = render(<PhoneForm onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'Prefisso' })).toHaveValue('+39');
    const save = screen.getByRole('button', { name: 'Salva il telefono' });
    expect(save).toBeDisabled();
    const phone = screen.getByRole('textbox', { name: 'Telefono' });
    await user.type(phone, '0212345678');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Ti chiameremo solo per la consegna. Numero di cellulare non valido',
      ),
    );
    expect(save).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, '333 1234567');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ prefix: '+39', phone: '3331234567' }),
    );
  });

  it('keeps the number and shows the server refusal when the save is refused', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const onSave = vi.fn().mockRejectedValue(
        new EbsnError({
          httpStatus: 200,
          status: -1,
          errors: [{ error: 'Il numero è già associato a un altro account.' }],
          method: 'POST',
          path: '/ebsn/api/auth/update-user-detail',
        }),
      );
      const { phone, save } = await savePhone(onSave);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Il numero è già associato a un altro account.',
      );
      expect(save).toHaveAccessibleDescription('Il numero è già associato a un altro account.');
      expect(phone).toHaveValue('333 1234567');
      expect(screen.getByRole('textbox', { name: 'Prefisso' })).toHaveValue('+39');
      expect(save).toBeEnabled();
      expect(save).not.toHaveAttribute('aria-busy');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('says the server could not be reached when the network fails', async () => {
    const client = createEbsnClient({
      baseUrl: 'https://spesa.example.it',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const onSave = vi.fn((value: unknown) =>
      client.user.update(value as { prefix: string; phone: string }),
    );
    const { phone, save } = await savePhone(onSave);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile contattare il server. Controlla la connessione.',
    );
    expect(save).toHaveAccessibleDescription(
      'Impossibile contattare il server. Controlla la connessione.',
    );
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(phone).toHaveValue('333 1234567');
  });

  it('says in Italian that a failed save did not go through, and clears it once saved', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    const { user, phone, save } = await savePhone(onSave);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile salvare il telefono. Riprova.',
    );
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(phone).toHaveValue('333 1234567');
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(save).not.toHaveAccessibleDescription();
  });
});

describe('SalesConditions', () => {
  it("reports 'true' and 'false' and asks to accept once cleared", async () => {
    const onValueChange = vi.fn();
    const { user } = render(<SalesConditions onValueChange={onValueChange} />);
    const box = screen.getByRole('checkbox', {
      name: 'Ho letto e accetto le condizioni di vendita',
    });
    await user.click(box);
    expect(onValueChange).toHaveBeenLastCalledWith('true');
    await user.click(box);
    expect(onValueChange).toHaveBeenLastCalledWith('false');
    expect(box).toHaveAccessibleDescription('Devi accettare le condizioni di vendita');
  });
});

describe('InvoiceForm', () => {
  it('reports its completion each time it validates (docs/requirements/invoice.md)', async () => {
    const onCompleteChange = vi.fn();
    const onSelectedPersonChange = vi.fn();
    const { user } = render(
      <InvoiceForm
        persons={[privatePerson]}
        phoneConfirmed
        onAddPerson={vi.fn()}
        onSelectedPersonChange={onSelectedPersonChange}
        onCompleteChange={onCompleteChange}
      />,
    );
    expect(onCompleteChange).toHaveBeenLastCalledWith(false);
    await user.click(
      screen.getByRole('checkbox', { name: 'Ho letto e accetto le condizioni di vendita' }),
    );
    expect(onCompleteChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('switch', { name: 'Ho bisogno della fattura' }));
    expect(onCompleteChange).toHaveBeenLastCalledWith(false);
    const group = screen.getByRole('radiogroup', { name: 'Intestatario della fattura' });
    await user.click(within(group).getByRole('radio', { name: /Mario Rossi/ }));
    expect(onSelectedPersonChange).toHaveBeenLastCalledWith(51);
    expect(onCompleteChange).toHaveBeenLastCalledWith(true);
    // Toggling clears the selected fiscal person.
    await user.click(screen.getByRole('switch', { name: 'Ho bisogno della fattura' }));
    expect(onSelectedPersonChange).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('switch', { name: 'Ho bisogno della fattura' }));
    expect(screen.getByRole('radio', { name: /Mario Rossi/ })).not.toBeChecked();
    expect(onCompleteChange).toHaveBeenLastCalledWith(false);
  });

  it('is not complete while the phone is not confirmed, and shows the phone form', () => {
    const onCompleteChange = vi.fn();
    render(
      <InvoiceForm
        phoneConfirmed={false}
        phoneForm={<PhoneForm onSave={vi.fn()} />}
        defaultSalesConditions="true"
        onAddPerson={vi.fn()}
        onCompleteChange={onCompleteChange}
      />,
    );
    expect(screen.getByRole('form', { name: 'Il tuo cellulare' })).toBeInTheDocument();
    expect(onCompleteChange).toHaveBeenLastCalledWith(false);
  });

  it('offers the new person form directly when there are no saved persons', async () => {
    const { user } = render(<InvoiceForm phoneConfirmed onAddPerson={vi.fn()} />);
    await user.click(screen.getByRole('switch', { name: 'Ho bisogno della fattura' }));
    // The form's code arrives on demand: a busy placeholder stands in for it meanwhile.
    expect(await screen.findByRole('form', { name: 'Nuovo intestatario' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Caricamento in corso…' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Privato' })).toBeChecked();
  });

  it('moves the focus to the need-invoice switch once the saved phone is confirmed', async () => {
    function Checkout() {
      const [phoneConfirmed, setPhoneConfirmed] = useState(false);
      return (
        <InvoiceForm
          phoneConfirmed={phoneConfirmed}
          phoneForm={
            <PhoneForm
              onSave={async () => {
                await Promise.resolve();
                setPhoneConfirmed(true);
              }}
            />
          }
          onAddPerson={vi.fn()}
        />
      );
    }
    const { user } = render(<Checkout />);
    await user.type(screen.getByRole('textbox', { name: 'Telefono' }), '333 1234567');
    const save = screen.getByRole('button', { name: 'Salva il telefono' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Il tuo cellulare' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('switch', { name: 'Ho bisogno della fattura' })).toHaveFocus();
  });

  it('leaves the focus where the shopper took it when the phone is confirmed meanwhile', async () => {
    const props = { phoneForm: <PhoneForm onSave={vi.fn()} />, onAddPerson: vi.fn() };
    const { user, rerender } = render(<InvoiceForm phoneConfirmed={false} {...props} />);
    await user.click(screen.getByRole('textbox', { name: 'Telefono' }));
    const conditions = screen.getByRole('checkbox', {
      name: 'Ho letto e accetto le condizioni di vendita',
    });
    await user.click(conditions);
    rerender(<InvoiceForm phoneConfirmed {...props} />);
    expect(screen.queryByRole('form', { name: 'Il tuo cellulare' })).not.toBeInTheDocument();
    expect(conditions).toHaveFocus();
  });
});

describe('InvoiceForm rendered on a server', () => {
  it('hydrates without a mismatch, then shows the new person form once loaded', async () => {
    const { html, container, hydrate } = renderOnServer(
      <InvoiceForm needInvoice persons={[]} phoneConfirmed onAddPerson={async () => null} />,
    );
    // The server cannot wait for the form's code: it writes the skeleton, not an unfinished
    // Suspense boundary (`<!--$!-->`) that React would report and render again (error #419).
    expect(html).not.toContain('<!--$!-->');
    expect(within(container).getByRole('status', { name: /caricamento/i })).toBeInTheDocument();
    const { onRecoverableError } = hydrate();
    expect(await within(container).findByRole('textbox', { name: /^Nome$/ })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
