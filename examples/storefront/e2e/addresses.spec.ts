import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import { axeViolations } from './axe';
import {
  DESKTOP,
  PHONE,
  chooseDelivery,
  chooseMilanStreet,
  confirmRefusedRemoval,
  emptyCart,
  fillCart,
  freshNumber,
  openNewAddress,
  refuseCalls,
  signedInAs,
  test,
} from './support';

interface AddressData {
  addressId: number;
  addressName: string;
}

async function createAddress(page: Page, addressName: string): Promise<AddressData> {
  const response = await page.request.post('/ebsn/api/user-address/add', {
    headers: SDK_HEADERS,
    data: {
      addressName,
      address1: 'Via Padova',
      addressNumber: freshNumber(),
      city: 'Milano',
      province: 'MI',
      postalcode: '20131',
    },
  });
  const body = (await response.json()) as { data: AddressData };
  expect(body.data.addressId).toBeGreaterThan(0);
  return body.data;
}

async function deleteAddress(page: Page, addressId: number) {
  await page.request.post('/ebsn/api/user-address/delete', {
    headers: SDK_HEADERS,
    form: { address_id: addressId },
  });
}

test.use({ storageState: signedInAs('mario') });

test.describe('the address book', () => {
  test('adds an address from the delivery dialog and comes back with it chosen', async ({
    page,
  }) => {
    const name = `Ufficio ${freshNumber()}`;
    await fillCart(page);
    await page.setViewportSize(DESKTOP);
    const modal = await openNewAddress(page);
    // An empty submit says what is missing and keeps the modal open.
    await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(modal.getByText('Campo obbligatorio').first()).toBeVisible();
    // The first field in error, in the form's order, takes the focus.
    await expect(modal.getByRole('textbox', { name: /Nome dell’indirizzo/ })).toBeFocused();

    await modal.getByRole('textbox', { name: /Nome dell’indirizzo/ }).fill(name);
    await modal.getByRole('combobox', { name: /Provincia/ }).selectOption('MI');
    // A suggestion box takes the focus too when it is the first field in error.
    await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(modal.getByRole('combobox', { name: /Comune/ })).toBeFocused();
    await chooseMilanStreet(modal);
    // docs/requirements/invoice.md: the street's only postal code fills the CAP, and the zone check answers.
    const cap = modal.getByRole('textbox', { name: /CAP/ });
    await expect(cap).toHaveValue('20124');
    await expect(modal.getByText(/non raggiunge ancora questo CAP/)).toBeVisible();
    await cap.fill('20121');
    await expect(
      modal.getByText('La consegna a domicilio raggiunge questo indirizzo.'),
    ).toBeVisible();
    const number = freshNumber();
    await modal.getByRole('textbox', { name: /Numero civico/ }).fill(number);
    await modal.getByRole('button', { name: 'Salva indirizzo' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const back = page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
    await expect(back.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
    await back.getByRole('button', { name: 'Conferma indirizzo' }).click();
    await expect(page.getByRole('dialog', { name: 'Scegli la fascia oraria' })).toBeVisible();

    // Leave the cart on a seeded address and the book as it was.
    await chooseDelivery(page);
    const list = await page.request.get('/ebsn/api/user-address/list', { headers: SDK_HEADERS });
    const { data } = (await list.json()) as {
      data: { addresses: (AddressData & Record<string, unknown>)[] };
    };
    const added = data.addresses.find((address) => address.addressName === name);
    // The book holds what the shopper chose and typed, the CAP as corrected.
    expect(added, `"${name}" in the address book`).toMatchObject({
      address1: 'Corso Buenos Aires',
      addressNumber: number,
      city: 'Milano',
      province: 'MI',
      postalcode: '20121',
    });
    await deleteAddress(page, added!.addressId);
    await emptyCart(page);
  });

  test('edits an address in the modal, deep-linked, and closes it with back', async ({ page }) => {
    const address = await createAddress(page, `Casa al mare ${freshNumber()}`);
    await page.goto('/profile/addresses');
    await page.getByRole('link', { name: `Modifica ${address.addressName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/addresses/manage/${address.addressId}$`));
    const modal = page.getByRole('dialog', { name: 'Modifica indirizzo' });
    await expect(modal.getByRole('textbox', { name: /Nome dell’indirizzo/ })).toHaveValue(
      address.addressName,
    );
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);

    // The same modal opens from its own address.
    await page.goto(`/profile/addresses/manage/${address.addressId}`);
    const renamed = `${address.addressName} bis`;
    await modal.getByRole('textbox', { name: /Nome dell’indirizzo/ }).fill(renamed);
    await modal.getByRole('textbox', { name: /Piano/ }).fill('2');
    await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    const card = page.getByRole('listitem').filter({ hasText: renamed });
    await expect(card).toContainText('piano 2');
    await deleteAddress(page, address.addressId);
  });

  test('suggests the streets of the Comune of an address being edited, and clears a CAP that is not the street’s', async ({
    page,
  }) => {
    const address = await createAddress(page, `Casa in città ${freshNumber()}`);
    await page.goto(`/profile/addresses/manage/${address.addressId}`);
    const modal = page.getByRole('dialog', { name: 'Modifica indirizzo' });
    await expect(modal.getByRole('combobox', { name: /Comune/ })).toHaveValue('Milano');
    // The Comune is the saved one, not chosen again: its streets are suggested all the same.
    const street = modal.getByRole('combobox', { name: /^Via/ });
    await street.fill('');
    await street.pressSequentially('Corso Bue');
    await modal.getByRole('option', { name: 'Corso Buenos Aires' }).click();
    const cap = modal.getByRole('textbox', { name: /CAP/ });
    await expect(cap).toHaveValue('20124');
    const coverage = modal.getByText(/La consegna a domicilio (non )?raggiunge/);
    await expect(coverage).toBeVisible();
    // A street with several postal codes leaves the CAP to the shopper: 20124 is none of them.
    await street.fill('');
    await street.pressSequentially('Via Pad');
    await modal.getByRole('option', { name: 'Via Padova' }).click();
    await expect(cap).toHaveValue('');
    await expect(coverage).toBeHidden();
    await cap.fill('20131');
    await expect(coverage).toBeVisible();
    // Picked again, the street keeps a CAP that is one of its own.
    await street.fill('');
    await street.pressSequentially('Via Pad');
    await modal.getByRole('option', { name: 'Via Padova' }).click();
    await expect(cap).toHaveValue('20131');
    await modal.getByRole('button', { name: 'Annulla' }).click();
    await expect(modal).toBeHidden();
    await deleteAddress(page, address.addressId);
  });

  test('deletes an address after confirming', async ({ page }) => {
    const address = await createAddress(page, `Da eliminare ${freshNumber()}`);
    await page.goto('/profile/addresses');
    const card = page.getByRole('listitem').filter({ hasText: address.addressName });
    await card.getByRole('button', { name: `Elimina ${address.addressName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminare l’indirizzo?' });
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Elimina ${address.addressName}` }).click();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  test('a refused deletion closes the question and says why, the address kept', async ({
    page,
  }) => {
    const address = await createAddress(page, `Non eliminabile ${freshNumber()}`);
    await page.goto('/profile/addresses');
    const card = page.getByRole('listitem').filter({ hasText: address.addressName });
    await refuseCalls(page, 'user-address/delete', 'Indirizzo usato da un ordine in corso');
    await confirmRefusedRemoval(
      card.getByRole('button', { name: `Elimina ${address.addressName}` }),
      { name: 'Eliminare l’indirizzo?', confirm: 'Elimina' },
      'Indirizzo usato da un ordine in corso',
    );
    await expect(card).toBeVisible();
    await page.unroute('**/ebsn/api/user-address/delete');
    await deleteAddress(page, address.addressId);
  });

  test.describe('the default address', () => {
    // A new customer of its own: the default moves, and the seeded accounts stay as they are.
    test.use({ storageState: { cookies: [], origins: [] } });

    test('is chosen with the form’s checkbox, shown in the list, and unticked again', async ({
      page,
    }) => {
      const registered = await page.request.post('/ebsn/api/registration/register_user', {
        headers: SDK_HEADERS,
        data: {
          email: `predefinito.${process.pid}.${freshNumber()}@example.it`,
          password: 'Basilico2026!',
          firstName: 'Sara',
          lastName: 'Galli',
          privacy: true,
        },
      });
      expect(registered.status()).toBe(200);
      const home = await createAddress(page, 'Casa');
      await page.goto('/profile/addresses');
      const list = page.getByRole('list', { name: 'Indirizzi salvati' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByText('Predefinito', { exact: true })).toHaveCount(0);

      // A new address made the default from the add form.
      await page.goto('/profile/addresses/manage');
      const modal = page.getByRole('dialog', { name: 'Nuovo indirizzo' });
      const makeDefault = modal.getByRole('checkbox', {
        name: 'Imposta come indirizzo predefinito',
      });
      await expect(makeDefault).not.toBeChecked();
      await modal.getByRole('textbox', { name: /Nome dell’indirizzo/ }).fill('Ufficio');
      await modal.getByRole('combobox', { name: /Provincia/ }).selectOption('MI');
      await chooseMilanStreet(modal);
      await expect(modal.getByRole('textbox', { name: /CAP/ })).toHaveValue('20124');
      await modal.getByRole('textbox', { name: /Numero civico/ }).fill('45');
      await makeDefault.check();
      await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
      await expect(modal).toBeHidden();
      const office = list.getByRole('listitem').filter({ hasText: 'Ufficio' });
      const homeCard = list.getByRole('listitem').filter({ hasText: 'Casa' });
      await expect(office.getByText('Predefinito', { exact: true })).toBeVisible();
      await expect(homeCard.getByText('Predefinito', { exact: true })).toHaveCount(0);

      // Editing the other address with the box ticked moves the default there.
      await page.getByRole('link', { name: 'Modifica Casa' }).click();
      const edit = page.getByRole('dialog', { name: 'Modifica indirizzo' });
      const editDefault = edit.getByRole('checkbox', {
        name: 'Imposta come indirizzo predefinito',
      });
      await expect(editDefault).not.toBeChecked();
      await editDefault.check();
      await edit.getByRole('button', { name: 'Salva indirizzo' }).click();
      await expect(edit).toBeHidden();
      await expect(homeCard.getByText('Predefinito', { exact: true })).toBeVisible();
      await expect(office.getByText('Predefinito', { exact: true })).toHaveCount(0);

      // The edit form shows the flag, and unticking it leaves no default; it survives a reload.
      await page.goto(`/profile/addresses/manage/${home.addressId}`);
      await expect(editDefault).toBeChecked();
      await editDefault.uncheck();
      await edit.getByRole('button', { name: 'Salva indirizzo' }).click();
      await expect(edit).toBeHidden();
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByText('Predefinito', { exact: true })).toHaveCount(0);
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/profile/addresses', '/profile/addresses/manage']) {
        await page.goto(path);
        // Under the modal the page is hidden from assistive technology.
        if (path.endsWith('manage'))
          await expect(page.getByRole('dialog', { name: 'Nuovo indirizzo' })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
